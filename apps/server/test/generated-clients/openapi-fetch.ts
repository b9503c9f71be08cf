// Copied into a scratch project beside the types openapi-typescript generated from the served document,
// type-checked there under --strict with openapi-fetch, then run: nothing here may need a hand edit.
import { readFile } from 'node:fs/promises';
import createClient from 'openapi-fetch';
import type { paths } from './openapi-typescript.js';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const client = createClient<paths>({
  baseUrl: env('DOCREAD_URL'),
  headers: { authorization: `Bearer ${env('DOCREAD_API_KEY')}` },
});
const bytes = await readFile(env('DOCREAD_FILE'));

/** openapi-fetch sends JSON unless told: a multipart body is built from the typed fields. */
const asForm = (fields: Record<string, string | undefined>) => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'invoice.png');
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  return form;
};

const processed = await client.POST('/v3/process', {
  body: { file: 'invoice.png', documentType: 'invoice', languageHint: 'en' },
  bodySerializer: ({ file: _file, ...fields }) => asForm(fields),
});
if (!processed.data) throw new Error(`process: ${processed.response.status}`);
const total = processed.data.structuredData?.fields.totalAmount.value;

// Multipart: the second media type of /v3/process/async, with its own schema.
const queued = await client.POST('/v3/process/async', {
  body: { file: 'invoice.png', documentType: 'invoice' },
  bodySerializer: (body) => {
    if (!('file' in body)) throw new Error('expected the multipart body');
    const { file: _file, ...fields } = body;
    return asForm(fields);
  },
});
if (!queued.data) throw new Error(`async: ${queued.response.status}`);
let status = queued.data.status;
while (status === 'pending' || status === 'processing') {
  await new Promise((resolve) => setTimeout(resolve, 200));
  const polled = await client.GET('/v3/results/{jobId}', { params: { path: { jobId: queued.data.jobId } } });
  if (!polled.data) throw new Error(`result: ${polled.response.status}`);
  status = polled.data.status;
}

const jobs = await client.GET('/v3/jobs', { params: { query: { limit: 10 } } });
if (!jobs.data) throw new Error(`jobs: ${jobs.response.status}`);
const csv = await client.GET('/v3/results/{jobId}/export', {
  params: { path: { jobId: processed.data.jobId }, query: { format: 'csv' } },
  parseAs: 'text',
});
if (csv.error) throw new Error(`export: ${csv.response.status}`);

console.log(
  JSON.stringify({
    processed: { jobId: processed.data.jobId, status: processed.data.status, total },
    queued: { jobId: queued.data.jobId, location: queued.response.headers.get('location'), status },
    listed: jobs.data.jobs.map((job) => job.jobId),
    csv: String(csv.data),
  }),
);
