import {
  type StartTestServerOptions,
  startTestServer,
  type TestServer,
} from '../src/testing/start-test-server.ts';

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
