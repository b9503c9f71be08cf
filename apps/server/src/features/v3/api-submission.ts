import type { DocumentRow } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import type { Pipeline } from '../../jobs/pipeline.ts';
import type { ProcessingOptions } from '../../jobs/process-document.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { type UploadedFile, uploadDocument } from '../documents/submit-document.ts';
import { callbackSecretFromKeyHash } from '../webhooks/queue-events.ts';
import { sealSecret } from '../webhooks/sealed-secret.ts';
import type { ApiCaller } from './api-key-auth.ts';

export interface ApiSubmission {
  file: UploadedFile | null;
  options: ProcessingOptions;
  webhookUrl: string | null;
}

/**
 * The sealed secret that will sign this job's callback, fixed now: the key's own random secret, or for a
 * key made before those existed, the old hash-derived one (see docs/decisions.md). Fixing it on the job
 * means deleting the key later does not drop the callback of a job it already started.
 */
function callbackSecretOf(db: Db, caller: ApiCaller): string {
  return caller.callbackSecret ?? sealSecret(db, callbackSecretFromKeyHash(caller.keyHash));
}

/** Stores an API upload as a document owned by the key's user, records what was asked, and queues it. */
export async function submitApiDocument(
  deps: { db: Db; storage: FileStorage; pipeline: Pipeline },
  caller: ApiCaller,
  submission: ApiSubmission,
): Promise<DocumentRow> {
  const documentType = submission.options.documentType;
  const uploadType =
    documentType && documentType !== 'passport' && documentType !== 'bank_statement' ? documentType : 'other';
  const fileName = submission.file?.name ?? '';
  const document = await uploadDocument(deps, caller, {
    documentName: fileName.replace(/\.[^.]+$/, '').slice(0, 100) || 'document',
    documentType: documentType === 'passport' ? 'id' : uploadType,
    file: submission.file,
    source: 'api',
    api: {
      apiKeyId: caller.apiKeyId,
      options: JSON.stringify(submission.options),
      callbackUrl: submission.webhookUrl,
      callbackSecret: submission.webhookUrl ? callbackSecretOf(deps.db, caller) : null,
    },
  });
  await deps.pipeline.submit(document.id);
  return document;
}
