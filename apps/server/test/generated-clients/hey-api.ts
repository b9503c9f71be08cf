// Copied into a scratch project beside a client that @hey-api/openapi-ts generated from the served
// document, type-checked there under --strict, then run: nothing here may need a hand edit of that client.
import { readFile } from 'node:fs/promises';
import { createClient } from './hey-api/client/index.js';
import { exportResult, getResult, listJobs, processDocument, submitDocument } from './hey-api/sdk.gen.js';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const client = createClient({ baseUrl: env('DOCREAD_URL'), auth: env('DOCREAD_API_KEY') });
const file = new Blob([await readFile(env('DOCREAD_FILE'))], { type: 'image/png' });

// Multipart: the only media type of /v3/process.
const processed = await processDocument({
  client,
  body: { file, documentType: 'invoice', languageHint: 'en' },
  throwOnError: true,
});
const total = processed.data.structuredData?.fields.totalAmount.value;

// JSON: the first media type of /v3/process/async, chosen by the generator.
const queued = await submitDocument({
  client,
  body: { fileUrl: env('DOCREAD_FILE_URL') },
  throwOnError: true,
});
const location = queued.response.headers.get('location');
let status = queued.data.status;
while (status === 'pending' || status === 'processing') {
  await new Promise((resolve) => setTimeout(resolve, 200));
  status = (await getResult({ client, path: { jobId: queued.data.jobId }, throwOnError: true })).data.status;
}

const jobs = await listJobs({ client, query: { limit: 10 }, throwOnError: true });
const csv = await exportResult({
  client,
  path: { jobId: processed.data.jobId },
  query: { format: 'csv' },
  parseAs: 'text',
  throwOnError: true,
});

console.log(
  JSON.stringify({
    processed: { jobId: processed.data.jobId, status: processed.data.status, total },
    queued: { jobId: queued.data.jobId, location, status },
    listed: jobs.data.jobs.map((job) => job.jobId),
    csv: String(csv.data),
  }),
);
