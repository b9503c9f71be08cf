import type { Db } from '../../db/database.ts';
import type { ProcessingOptions } from '../../jobs/process-document.ts';
import type { SubmitInput, UploadedFile } from '../documents/submit-document.ts';
import { callbackSecretFromKeyHash } from '../webhooks/queue-events.ts';
import { sealSecret } from '../webhooks/sealed-secret.ts';
import type { ApiCaller } from './api-key-auth.ts';

/** What a /v3 call sends: a file, its processing options and where to announce the outcome. */
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

/**
 * A /v3 call in the shape of "submit a document" (documents/submit-document.ts): named after its file,
 * typed from its options, owned by the key's user, with what was asked recorded on the row.
 */
export function apiSubmissionInput(db: Db, caller: ApiCaller, submission: ApiSubmission): SubmitInput {
  const fileName = submission.file?.name ?? '';
  return {
    documentName: fileName.replace(/\.[^.]+$/, '').slice(0, 100) || 'document',
    documentType: submission.options.documentType,
    file: submission.file,
    source: 'api',
    api: {
      apiKeyId: caller.apiKeyId,
      options: JSON.stringify(submission.options),
      callbackUrl: submission.webhookUrl,
      callbackSecret: submission.webhookUrl ? callbackSecretOf(db, caller) : null,
    },
  };
}
