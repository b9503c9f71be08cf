import type { Problem } from '@docread/contracts';
import type { z } from 'zod';

/** A failed call to our own API, carrying the RFC 9457 problem the server sent. */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem | null;
  constructor(status: number, problem: Problem | null, fallback: string) {
    super(problem?.detail ?? problem?.title ?? fallback);
    this.status = status;
    this.problem = problem;
  }
  get code() {
    return this.problem?.code;
  }
}

/**
 * The server already holds every answer to its contract schema (its serializer checks them), so production
 * takes the answer as sent rather than break a page on a harmless skew between two deploys; development and
 * tests parse it, so a portal that reads something the contract does not promise (or a test's canned answer
 * that the server would never send) fails where it happens.
 */
const parseAnswers = import.meta.env.DEV;

/**
 * JSON fetch against the same-origin API with the session cookie, its answer read with the contract's schema
 * (`schema`; a 204 reads as undefined); throws ApiError on any non-2xx answer.
 */
export async function api<S extends z.ZodType>(
  path: string,
  schema: S,
  init: RequestInit & { json?: unknown } = {},
): Promise<z.output<S>> {
  const { json, headers, ...rest } = init;
  const res = await fetch(path, {
    credentials: 'same-origin',
    ...rest,
    headers: {
      accept: 'application/json',
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  if (!res.ok) {
    let problem: Problem | null = null;
    try {
      problem = (await res.json()) as Problem;
    } catch {
      // Not JSON (proxy error page, network cut): keep the status only.
    }
    throw new ApiError(res.status, problem, res.statusText || `HTTP ${res.status}`);
  }
  const type = res.headers.get('content-type') ?? '';
  const body: unknown =
    res.status === 204 ? undefined : type.includes('json') ? await res.json() : await res.text();
  return parseAnswers ? schema.parse(body) : (body as z.output<S>);
}
