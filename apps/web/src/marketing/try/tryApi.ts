import type { Field } from '@docread/contracts';
import { ApiError } from '../../lib/api.ts';
import type { TrySampleId } from './samples.ts';

/** The parts of the /v3/process result shape the playground shows. */
export interface TryResult {
  documentType: string | null;
  confidence: number | null;
  structuredData: { fields: Record<string, Field> } | null;
  pages: { number: number; width: number; height: number; unit: 'pixel' | 'point'; skew?: number }[];
  text: string | null;
}

/** Sends a sample id or a file to the public playground API. */
export async function tryDocument(input: { sample: TrySampleId } | { file: File }): Promise<TryResult> {
  const form = new FormData();
  if ('sample' in input) form.append('sample', input.sample);
  else form.append('file', input.file, input.file.name);
  const res = await fetch('/api/try', {
    method: 'POST',
    body: form,
    headers: { accept: 'application/json' },
  });
  if (!res.ok) {
    const problem = await res.json().catch(() => null);
    const error = new ApiError(res.status, problem, res.statusText);
    throw Object.assign(error, { retryAfter: Number(res.headers.get('retry-after')) || null });
  }
  return (await res.json()) as TryResult;
}
