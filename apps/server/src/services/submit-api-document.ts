import type { DocumentRow } from '@docread/contracts';
import type { Db } from '../db/database.ts';
import { pipelineDb } from '../db/pipeline-schema.ts';
import type { Pipeline } from '../jobs/pipeline.ts';
import type { ProcessingOptions } from '../jobs/process-document.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { ApiCaller } from '../v3/api-key-auth.ts';
import { enforceQuota } from './enforce-quota.ts';
import { type UploadedFile, uploadDocument } from './upload-document.ts';

export interface ApiSubmission {
  file: UploadedFile | null;
  options: ProcessingOptions;
  webhookUrl: string | null;
}

/** Stores an API upload as a document owned by the key's user, records what was asked, and queues it. */
export async function submitApiDocument(
  deps: { db: Db; storage: FileStorage; pipeline: Pipeline },
  caller: ApiCaller,
  submission: ApiSubmission,
): Promise<DocumentRow> {
  await enforceQuota(deps.db, caller);
  const documentType = submission.options.documentType;
  const uploadType =
    documentType && documentType !== 'passport' && documentType !== 'bank_statement' ? documentType : 'other';
  const fileName = submission.file?.name ?? '';
  const document = await uploadDocument(deps, caller.userId, {
    documentName: fileName.replace(/\.[^.]+$/, '').slice(0, 100) || 'document',
    documentType: documentType === 'passport' ? 'id' : uploadType,
    file: submission.file,
    source: 'api',
  });
  await pipelineDb(deps.db)
    .updateTable('documents')
    .set({
      options: JSON.stringify(submission.options),
      api_key_id: caller.apiKeyId,
      callback_url: submission.webhookUrl,
    })
    .where('id', '=', document.id)
    .execute();
  await deps.pipeline.submit(document.id);
  return document;
}
