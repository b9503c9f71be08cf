import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { isAddressAllowed, type OutboundAllowlist } from './address-policy.ts';
import { OutboundError } from './outbound-error.ts';

export interface SafeFetchOptions {
  allowlist: OutboundAllowlist;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The answer body may not be longer than this. */
  maxBytes: number;
  /** `error` fails the call when the body is too long (downloads); `truncate` keeps the first bytes (logs). */
  onTooLarge?: 'error' | 'truncate';
  /** Whole-call time limit, redirects included. */
  timeoutMs: number;
  /** 0 returns redirects as answers (webhook deliveries); more follows them, vetting every hop. */
  maxRedirects?: number;
  /** Resolver, replaceable in tests. */
  resolve?: (hostname: string) => Promise<string[]>;
}

export interface SafeFetchResponse {
  status: number;
  /** The vetted address the answer came from (after redirects). */
  address: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The URL that gave this answer, after redirects. */
  url: string;
  truncated: boolean;
}

async function systemResolve(hostname: string): Promise<string[]> {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map((a) => a.address);
}

/**
 * Checks a URL before it is stored (a webhook, a callback URL): its form, and that its host resolves only
 * to addresses the server may reach. Throws OutboundError like `safeFetch` would.
 */
export async function vetUrl(
  rawUrl: string,
  options: Pick<SafeFetchOptions, 'allowlist' | 'resolve'>,
): Promise<void> {
  await vetHost(parseUrl(rawUrl), options);
}

/**
 * Resolves the host, refuses it if any of its addresses is not allowed (a name that mixes public and
 * private addresses is a rebinding trick), and returns the one address the socket will connect to.
 */
async function vetHost(url: URL, options: Pick<SafeFetchOptions, 'allowlist' | 'resolve'>): Promise<string> {
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  let addresses: string[];
  if (isIP(hostname)) addresses = [hostname];
  else {
    try {
      addresses = await (options.resolve ?? systemResolve)(hostname);
    } catch {
      throw new OutboundError('dns_failed', `Could not resolve ${hostname}`);
    }
  }
  if (addresses.length === 0) throw new OutboundError('dns_failed', `Could not resolve ${hostname}`);
  for (const address of addresses) {
    if (!isAddressAllowed(hostname, address, options.allowlist))
      throw new OutboundError(
        'blocked_address',
        `${hostname} resolves to ${address}, which is not a public address`,
      );
  }
  return addresses[0] as string;
}

function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError('invalid_url', 'Not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundError('invalid_url', 'Only http and https URLs are allowed');
  if (url.username || url.password)
    throw new OutboundError('invalid_url', 'URLs with credentials are not allowed');
  return url;
}

/**
 * An HTTP client that cannot be pointed at the server's own network: DNS is resolved here, every
 * address is vetted, and the socket connects to the vetted address (so a second, different DNS answer
 * cannot slip in). Redirects are followed by hand and each hop is vetted again. The answer is read with a
 * size limit while it streams, and the whole call has a time limit.
 */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions): Promise<SafeFetchResponse> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = parseUrl(rawUrl);
  let method = options.method ?? 'GET';
  let body = options.body;
  const maxRedirects = options.maxRedirects ?? 0;
  for (let hop = 0; ; hop++) {
    const address = await withDeadline(vetHost(url, options), signal);
    const response = { ...(await requestOnce(url, address, { ...options, method, body }, signal)), address };
    const location = response.headers.location;
    if (response.status >= 300 && response.status < 400 && location && maxRedirects > 0) {
      if (hop >= maxRedirects) throw new OutboundError('too_many_redirects', 'Too many redirects');
      url = parseUrl(new URL(location, url).toString());
      if (
        response.status === 303 ||
        ((response.status === 301 || response.status === 302) && method === 'POST')
      ) {
        method = 'GET';
        body = undefined;
      }
      continue;
    }
    return response;
  }
}

function withDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(timeoutError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(timeoutError());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

function timeoutError() {
  return new OutboundError('timeout', 'The remote server took too long to answer');
}

function requestOnce(
  url: URL,
  address: string,
  options: SafeFetchOptions & { method: string; body: string | Buffer | undefined },
  signal: AbortSignal,
): Promise<Omit<SafeFetchResponse, 'address'>> {
  const family = isIP(address);
  // Node asks this for the host name; it always gets the address vetted above.
  const pinnedLookup: LookupFunction = (_hostname, opts, callback) => {
    if ((opts as { all?: boolean }).all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === 'https:' ? https : http;
  const headers: Record<string, string | number> = { 'user-agent': 'DocRead/1.0', ...options.headers };
  if (options.body !== undefined) headers['content-length'] = Buffer.byteLength(options.body);
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      { method: options.method, headers, lookup: pinnedLookup, signal, agent: false },
      (res) => {
        const declared = Number(res.headers['content-length']);
        const truncate = options.onTooLarge === 'truncate';
        if (!truncate && Number.isFinite(declared) && declared > options.maxBytes) {
          res.destroy();
          reject(new OutboundError('too_large', `The file is larger than ${options.maxBytes} bytes`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = false;
        const finish = () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            url: url.toString(),
            truncated,
          });
        res.on('data', (chunk: Buffer) => {
          if (truncated) return;
          if (size + chunk.length > options.maxBytes) {
            if (!truncate) {
              res.destroy();
              reject(new OutboundError('too_large', `The file is larger than ${options.maxBytes} bytes`));
              return;
            }
            chunks.push(chunk.subarray(0, options.maxBytes - size));
            size = options.maxBytes;
            truncated = true;
            res.destroy();
            finish();
            return;
          }
          size += chunk.length;
          chunks.push(chunk);
        });
        res.on('end', finish);
        res.on('error', (err) => reject(signal.aborted ? timeoutError() : networkError(err)));
      },
    );
    req.on('error', (err) => reject(signal.aborted ? timeoutError() : networkError(err)));
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

function networkError(err: Error): OutboundError {
  return new OutboundError('network_error', err.message);
}
