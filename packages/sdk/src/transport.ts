import {
  APIError,
  AuthenticationError,
  ConflictError,
  ConnectionError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  TimeoutError,
  ValidationError,
} from './errors.js';
import {
  isRepeatable,
  isRetryableAnswer,
  type RetrySettings,
  retryDelayMs,
  serverWaitSeconds,
} from './retry-policy.js';
import type { Problem } from './types.js';

/** Per-call settings; each overrides the client's own. */
export interface RequestOptions {
  /** Milliseconds for one attempt, answer body included. */
  timeoutMs?: number;
  /** Retries after the first attempt, for repeatable calls only. */
  maxRetries?: number;
  /** Cancels the call, retries included. */
  signal?: AbortSignal;
}

export interface TransportSettings extends RetrySettings {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
  fetch: typeof fetch;
  userAgent: string;
}

export interface CallInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | FormData;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

async function readProblem(res: Response): Promise<Problem | null> {
  try {
    return (await res.json()) as Problem;
  } catch {
    // Not a problem document (a proxy's error page): the status says enough.
    return null;
  }
}

export function errorFor(status: number, problem: Problem | null, headers: Headers): APIError {
  if (status === 400 || status === 422) return new ValidationError(status, problem, headers);
  if (status === 401) return new AuthenticationError(status, problem, headers);
  if (status === 403) return new PermissionError(status, problem, headers);
  if (status === 404) return new NotFoundError(status, problem, headers);
  if (status === 409) return new ConflictError(status, problem, headers);
  if (status === 429) return new RateLimitError(status, problem, headers, serverWaitSeconds(headers));
  return new APIError(status, problem, headers);
}

/** Sends API calls with the key, a timeout per attempt and retries where repeating is safe. */
export function createTransport(settings: TransportSettings) {
  const base = settings.baseUrl.replace(/\/+$/, '');

  async function attempt(url: string, init: CallInit, headers: Headers, options: RequestOptions) {
    const timeout = AbortSignal.timeout(options.timeoutMs ?? settings.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    try {
      const res = await settings.fetch(url, {
        method: init.method ?? 'GET',
        headers,
        body: init.body ?? null,
        signal,
      });
      // Read the body inside the timeout so a stalled download fails like a stalled answer.
      const body = await res.arrayBuffer();
      return new Response(res.status === 204 ? null : body, { status: res.status, headers: res.headers });
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason;
      if (timeout.aborted)
        throw new TimeoutError(`No answer from ${url} within the timeout`, { cause: error });
      throw new ConnectionError(`Could not reach ${url}`, { cause: error });
    }
  }

  return async function call(
    path: string,
    init: CallInit = {},
    options: RequestOptions = {},
  ): Promise<Response> {
    const url = `${base}${path}`;
    const headers = new Headers({
      authorization: `Bearer ${settings.apiKey}`,
      accept: 'application/json',
      'user-agent': settings.userAgent,
      ...init.headers,
    });
    const repeatable = isRepeatable(init.method ?? 'GET', headers);
    const maxRetries = repeatable ? (options.maxRetries ?? settings.maxRetries) : 0;
    for (let retry = 0; ; retry++) {
      let res: Response;
      try {
        res = await attempt(url, init, headers, options);
      } catch (error) {
        const transient = error instanceof TimeoutError || error instanceof ConnectionError;
        if (!transient || retry >= maxRetries) throw error;
        await sleep(retryDelayMs(retry, settings, null) ?? 0, options.signal);
        continue;
      }
      if (res.ok) return res;
      const problem = await readProblem(res);
      const delay =
        retry < maxRetries && isRetryableAnswer(res.status, problem?.code)
          ? retryDelayMs(retry, settings, res.headers)
          : null;
      if (delay === null) throw errorFor(res.status, problem, res.headers);
      await sleep(delay, options.signal);
    }
  };
}

export type Call = ReturnType<typeof createTransport>;
