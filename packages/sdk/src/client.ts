import { DocReadError } from './errors.ts';
import type { AcceptedJob, DocumentType, ExportFormat, JobResult, JobSummary, Problem } from './types.ts';

export interface ClientOptions {
  /** `ocr_…`, made in the portal's API Keys page. */
  apiKey: string;
  /** The server's origin, e.g. `https://docread.example.com`. */
  baseUrl: string;
  /** Replaces the global fetch (proxies, tests). */
  fetch?: typeof fetch;
}

export type FileInput = Blob | Uint8Array | ArrayBuffer;

export interface ProcessOptions {
  /** Sent as the multipart file name; the extension tells the server the type. */
  filename?: string;
  /** MIME type of the file; guessed from the file name when absent. */
  contentType?: string;
  documentType?: DocumentType;
  languageHint?: 'he' | 'en' | 'he+en';
  model?: string;
  modules?: string[];
  outputFormat?: 'json' | ExportFormat;
  /** Makes a retried call safe: the server answers it with the first call's answer. */
  idempotencyKey?: string;
}

export type ProcessAsyncInput =
  | {
      fileUrl: string;
      webhookUrl?: string;
      documentType?: DocumentType;
      languageHint?: ProcessOptions['languageHint'];
    }
  | ({ file: FileInput; webhookUrl?: string } & Omit<ProcessOptions, 'idempotencyKey' | 'outputFormat'>);

export interface DocReadClient {
  /** Processes a file and waits for the result; a long document answers with status `pending` and a jobId. */
  process(file: FileInput, options?: ProcessOptions): Promise<JobResult>;
  processAsync(input: ProcessAsyncInput, options?: { idempotencyKey?: string }): Promise<AcceptedJob>;
  getResult(jobId: string): Promise<JobResult>;
  getResult(jobId: string, options: { format: ExportFormat }): Promise<Uint8Array>;
  listJobs(): Promise<{ jobs: JobSummary[] }>;
  /** Polls `getResult` until the job is completed or failed. */
  waitForResult(jobId: string, options?: { intervalMs?: number; timeoutMs?: number }): Promise<JobResult>;
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  webp: 'image/webp',
};

function toBlob(file: FileInput, filename: string, contentType?: string): Blob {
  const type = contentType ?? TYPES_BY_EXTENSION[filename.split('.').pop()?.toLowerCase() ?? ''] ?? '';
  if (file instanceof Blob) return contentType ? new Blob([file], { type }) : file;
  const bytes = file instanceof Uint8Array ? file : new Uint8Array(file);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type });
}

function appendOptions(
  form: FormData,
  options: Omit<ProcessOptions, 'idempotencyKey' | 'filename' | 'contentType'>,
) {
  if (options.documentType) form.append('documentType', options.documentType);
  if (options.languageHint) form.append('languageHint', options.languageHint);
  if (options.model) form.append('model', options.model);
  if (options.modules?.length) form.append('modules', options.modules.join(','));
  if (options.outputFormat) form.append('outputFormat', options.outputFormat);
}

export function createClient(options: ClientOptions): DocReadClient {
  const doFetch = options.fetch ?? globalThis.fetch;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call(path: string, init: RequestInit & { idempotencyKey?: string } = {}): Promise<Response> {
    const { idempotencyKey, headers, ...rest } = init;
    const res = await doFetch(`${base}${path}`, {
      ...rest,
      headers: {
        authorization: `Bearer ${options.apiKey}`,
        accept: 'application/json',
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        ...(headers as Record<string, string> | undefined),
      },
    });
    if (!res.ok) {
      let problem: Problem | null = null;
      try {
        problem = (await res.json()) as Problem;
      } catch {
        // Not a problem document (a proxy's error page): keep the status only.
      }
      const retryAfter = Number(res.headers.get('retry-after'));
      throw new DocReadError(
        res.status,
        problem,
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
      );
    }
    return res;
  }

  async function getResult(jobId: string, opts?: { format: ExportFormat }): Promise<JobResult | Uint8Array> {
    const path = `/v3/results/${encodeURIComponent(jobId)}`;
    if (opts?.format) {
      const res = await call(`${path}?format=${opts.format}`, { headers: { accept: '*/*' } });
      return new Uint8Array(await res.arrayBuffer());
    }
    return (await (await call(path)).json()) as JobResult;
  }

  const client: DocReadClient = {
    async process(file, opts = {}) {
      const filename = opts.filename ?? 'document';
      const form = new FormData();
      form.append('file', toBlob(file, filename, opts.contentType), filename);
      appendOptions(form, opts);
      const res = await call('/v3/process', {
        method: 'POST',
        body: form,
        ...(opts.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : {}),
      });
      return (await res.json()) as JobResult;
    },

    async processAsync(input, opts = {}) {
      const idem = opts.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : {};
      if ('fileUrl' in input) {
        const res = await call('/v3/process/async', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(input),
          ...idem,
        });
        return (await res.json()) as AcceptedJob;
      }
      const filename = input.filename ?? 'document';
      const form = new FormData();
      form.append('file', toBlob(input.file, filename, input.contentType), filename);
      if (input.webhookUrl) form.append('webhookUrl', input.webhookUrl);
      appendOptions(form, input);
      const res = await call('/v3/process/async', { method: 'POST', body: form, ...idem });
      return (await res.json()) as AcceptedJob;
    },

    getResult: getResult as DocReadClient['getResult'],

    async listJobs() {
      return (await (await call('/v3/jobs')).json()) as { jobs: JobSummary[] };
    },

    async waitForResult(jobId, opts = {}) {
      // Every poll counts against the key's rate limit; 2 s leaves room for other calls.
      const interval = opts.intervalMs ?? 2000;
      const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
      for (;;) {
        let wait = interval;
        try {
          const result = (await getResult(jobId)) as JobResult;
          if (result.status === 'completed' || result.status === 'failed') return result;
          if (Date.now() > deadline) throw new Error(`Job ${jobId} is still ${result.status}`);
        } catch (error) {
          if (!(error instanceof DocReadError && error.status === 429 && Date.now() < deadline)) throw error;
          wait = (error.retryAfterSeconds ?? 1) * 1000;
        }
        await new Promise((r) => setTimeout(r, wait));
      }
    },
  };
  return client;
}
