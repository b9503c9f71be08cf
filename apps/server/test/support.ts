import {
  type StartTestServerOptions,
  startTestServer,
  type TestServer,
} from '../test-support/start-test-server.ts';
import { multipart, type Part } from './fixtures.ts';

/** The suite runs on SQLite, or on PostgreSQL when TEST_DATABASE_URL is set (`npm run test:pg`). */
export const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const dialectName = databaseUrl ? 'postgres' : 'sqlite';

export function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const opts: StartTestServerOptions = { env };
  if (databaseUrl) opts.databaseUrl = databaseUrl;
  return startTestServer(opts);
}

export interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** One HTTP call with an optional JSON body and session cookie; the body is parsed when it is JSON. */
export async function http<T = any>(
  server: TestServer,
  method: string,
  pathname: string,
  options: { json?: unknown; cookie?: string; form?: FormData; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const res = await fetch(`${server.url}${pathname}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
  });
  const type = res.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await res.json() : await res.text();
  return { status: res.status, headers: res.headers, body: body as T };
}

let counter = 0;
/** A fresh address per call so tests never collide. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** Uploads a hand-built multipart body to POST /api/documents. */
export async function upload(server: TestServer, cookie: string, parts: Part[]): Promise<Answer> {
  const { body, contentType } = multipart(parts);
  const res = await fetch(`${server.url}/api/documents`, {
    method: 'POST',
    headers: { cookie, 'content-type': contentType },
    body,
  });
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    headers: res.headers,
    body: type.includes('json') ? await res.json() : await res.text(),
  };
}

export async function userIdOf(server: TestServer, cookie: string): Promise<string> {
  return (await http(server, 'GET', '/api/me', { cookie })).body.user.id;
}
