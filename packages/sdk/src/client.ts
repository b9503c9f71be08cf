import type { JsonAnswer, MultipartBody, Query } from './api-paths.js';
import { RateLimitError, TimeoutError } from './errors.js';
import { type PageRequest, paginate } from './pagination.js';
import { createTransport, type RequestOptions } from './transport.js';
import type {
  AcceptedJob,
  AsyncJobByUrl,
  DocumentType,
  ExportFormat,
  JobList,
  JobResult,
  JobSummary,
  LanguageHint,
  OutputFormat,
} from './types.js';
import { type FileInput, prepareUpload, type UploadNaming } from './upload.js';
import { SDK_VERSION } from './version.js';

export interface ClientOptions {
  /** `ocr_…`, made in the portal's API Keys page. */
  apiKey: string;
  /** The server's origin, e.g. `https://docread.example.com`. */
  baseUrl: string;
  /** Replaces the global fetch (proxies, tests). */
  fetch?: typeof fetch;
  /** Milliseconds for one attempt; the default leaves room for the server's 60 s synchronous wait. */
  timeoutMs?: number;
  /** Retries of a repeatable call on 429, 502, 503, 504, timeouts and network errors (default 3). */
  maxRetries?: number;
  /** First backoff step in milliseconds (default 500), doubled on each retry. */
  retryBaseDelayMs?: number;
  /** The longest the SDK waits before one retry (default 30 s); a longer `Retry-After` is thrown instead. */
  retryMaxDelayMs?: number;
}

export interface ProcessOptions extends UploadNaming, RequestOptions {
  /** Left out, the type is detected; given, a hint the engine follows unless the document plainly is something else. */
  documentType?: DocumentType;
  languageHint?: LanguageHint;
  model?: string;
  /**
   * `table-extraction`, `signature-detection` (each OCR page's `signatures`). Left out: tables only; given:
   * exactly these. Any other module is refused (ValidationError).
   */
  modules?: string[];
  outputFormat?: OutputFormat;
  /** Makes retries safe: the server answers a repeat with the first call's answer. Generated when absent. */
  idempotencyKey?: string;
}

export type ProcessAsyncInput =
  | AsyncJobByUrl
  | ({ file: FileInput; webhookUrl?: string } & Omit<
      ProcessOptions,
      keyof RequestOptions | 'idempotencyKey' | 'outputFormat'
    >);

export interface DocReadClient {
  /** Processes a file and waits for the result; a long document answers with status `pending` and a jobId. */
  process(file: FileInput, options?: ProcessOptions): Promise<JobResult>;
  processAsync(
    input: ProcessAsyncInput,
    options?: RequestOptions & { idempotencyKey?: string },
  ): Promise<AcceptedJob>;
  getResult(jobId: string, options?: RequestOptions): Promise<JobResult>;
  /** A completed job's export (CSV, XLSX or searchable PDF) as bytes; ConflictError while it is not completed. */
  exportResult(
    jobId: string,
    format: ExportFormat,
    options?: RequestOptions & {
      /** With `csv`: only this table (1-based, in the order of the result's `tables`), as its grid. */
      table?: number;
    },
  ): Promise<Uint8Array>;
  /** One page of the account's jobs, newest first; pass `nextCursor` back as `cursor` for the next. */
  listJobs(page?: PageRequest, options?: RequestOptions): Promise<JobList>;
  /** Every job, newest first, fetching pages as the loop goes: `for await (const job of client.jobs())`. */
  jobs(page?: PageRequest, options?: RequestOptions): AsyncGenerator<JobSummary, void, undefined>;
  /** Polls `getResult` until the job is completed or failed. */
  waitForResult(jobId: string, options?: { intervalMs?: number; timeoutMs?: number }): Promise<JobResult>;
}

type UploadFields = Omit<
  ProcessOptions,
  keyof RequestOptions | 'idempotencyKey' | 'filename' | 'contentType'
> & {
  webhookUrl?: string;
};

async function uploadForm(file: FileInput, fields: UploadFields & UploadNaming): Promise<FormData> {
  const { blob, filename } = await prepareUpload(file, fields);
  const form = new FormData();
  form.append('file', blob, filename);
  if (fields.documentType) form.append('documentType', fields.documentType);
  if (fields.languageHint) form.append('languageHint', fields.languageHint);
  if (fields.model) form.append('model', fields.model);
  if (fields.modules?.length) form.append('modules', fields.modules.join(','));
  if (fields.outputFormat) form.append('outputFormat', fields.outputFormat);
  if (fields.webhookUrl) form.append('webhookUrl', fields.webhookUrl);
  return form;
}

/** Fails the type check when the client sends a multipart field the server's upload schema lacks. */
type Declared<T extends true> = T;
export type UploadFieldsDeclared = Declared<
  keyof UploadFields | 'file' extends keyof MultipartBody<'/v3/process', 'post'> ? true : false
>;

function requestOptions(options: RequestOptions): RequestOptions {
  const { timeoutMs, maxRetries, signal } = options;
  return { timeoutMs, maxRetries, signal };
}

export function createClient(options: ClientOptions): DocReadClient {
  const call = createTransport({
    apiKey: options.apiKey,
    baseUrl: options.baseUrl,
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    timeoutMs: options.timeoutMs ?? 90_000,
    maxRetries: options.maxRetries ?? 3,
    baseDelayMs: options.retryBaseDelayMs ?? 500,
    maxDelayMs: options.retryMaxDelayMs ?? 30_000,
    userAgent: `docread-sdk/${SDK_VERSION}`,
  });
  // Every submission carries a key, so a retry after a lost answer never processes (or bills) twice.
  const keyHeader = (key: string | undefined) => ({ 'idempotency-key': key ?? crypto.randomUUID() });

  async function getResult(jobId: string, opts: RequestOptions = {}): Promise<JobResult> {
    const path = `/v3/results/${encodeURIComponent(jobId)}`;
    return (await (await call(path, {}, requestOptions(opts))).json()) as JsonAnswer<
      '/v3/results/{jobId}',
      'get',
      200
    >;
  }

  async function exportResult(
    jobId: string,
    format: ExportFormat,
    opts: RequestOptions & { table?: number } = {},
  ) {
    const query: Query<'/v3/results/{jobId}/export', 'get'> = { format, table: opts.table };
    const table = query.table === undefined ? '' : `&table=${query.table}`;
    const res = await call(
      `/v3/results/${encodeURIComponent(jobId)}/export?format=${query.format}${table}`,
      { headers: { accept: '*/*' } },
      requestOptions(opts),
    );
    return new Uint8Array(await res.arrayBuffer());
  }

  async function listJobs(page: PageRequest = {}, opts: RequestOptions = {}): Promise<JobList> {
    const params: Query<'/v3/jobs', 'get'> = { limit: page.limit, cursor: page.cursor };
    const query = new URLSearchParams();
    if (params.limit) query.set('limit', String(params.limit));
    if (params.cursor) query.set('cursor', params.cursor);
    const suffix = query.size ? `?${query}` : '';
    const answer = await call(`/v3/jobs${suffix}`, {}, requestOptions(opts));
    const list = (await answer.json()) as JsonAnswer<'/v3/jobs', 'get', 200>;
    return { jobs: list.jobs, nextCursor: list.nextCursor ?? null };
  }

  return {
    async process(file, opts = {}) {
      const body = await uploadForm(file, opts);
      const res = await call(
        '/v3/process',
        { method: 'POST', body, headers: keyHeader(opts.idempotencyKey) },
        requestOptions(opts),
      );
      return (await res.json()) as JsonAnswer<'/v3/process', 'post', 200>;
    },

    async processAsync(input, opts = {}) {
      const headers = keyHeader(opts.idempotencyKey);
      const init =
        'fileUrl' in input
          ? {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify(input),
            }
          : { method: 'POST', headers, body: await uploadForm(input.file, input) };
      const res = await call('/v3/process/async', init, requestOptions(opts));
      return (await res.json()) as JsonAnswer<'/v3/process/async', 'post', 202>;
    },

    getResult,
    exportResult,
    listJobs,
    jobs: (page, opts = {}) => paginate((p) => listJobs(p, opts), page),

    async waitForResult(jobId, opts = {}) {
      // Every poll counts against the key's rate limit; 2 s leaves room for other calls.
      const interval = opts.intervalMs ?? 2000;
      const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
      for (;;) {
        let wait = interval;
        try {
          const result = await getResult(jobId, { maxRetries: 0 });
          if (result.status === 'completed' || result.status === 'failed') return result;
          if (Date.now() > deadline) throw new TimeoutError(`Job ${jobId} is still ${result.status}`);
        } catch (error) {
          if (!(error instanceof RateLimitError && Date.now() < deadline)) throw error;
          wait = (error.retryAfter ?? 1) * 1000;
        }
        await new Promise((r) => setTimeout(r, wait));
      }
    },
  };
}
