import { type DocumentRow, FREE_TRIAL } from '@docread/contracts';
import type { Db } from '../db/database.ts';
import { pipelineDb } from '../db/pipeline-schema.ts';
import { toIso } from '../db/values.ts';
import { ProblemError } from '../http/problem.ts';
import type { Pipeline } from '../jobs/pipeline.ts';
import type { ProcessingOptions } from '../jobs/process-document.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { ApiCaller } from '../v3/api-key-auth.ts';
import { checkQuota, type PlanChoice } from '../v3/quota.ts';
import { type UploadedFile, uploadDocument } from './upload-document.ts';

export interface ApiSubmission {
  file: UploadedFile | null;
  options: ProcessingOptions;
  webhookUrl: string | null;
}

/** The plan's quota for one more document; admins are not counted. */
export async function enforceQuota(db: Db, caller: ApiCaller): Promise<void> {
  if (caller.role === 'admin') return;
  const pdb = pipelineDb(db);
  const profile = await pdb
    .selectFrom('profiles')
    .select('plan')
    .where('user_id', '=', caller.userId)
    .executeTakeFirst();
  const plan = (profile?.plan ?? 'trial') as PlanChoice;
  const accountCreatedAt = new Date(toIso(caller.userCreatedAt));
  const now = new Date();
  const period = checkQuota({ plan, accountCreatedAt, used: 0, now });
  const used = await pdb
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', caller.userId)
    .where('created_at', '>=', period.periodStart.toISOString())
    .executeTakeFirstOrThrow();
  const decision = checkQuota({ plan, accountCreatedAt, used: Number(used.n), now });
  if (decision.allowed) return;
  const detail =
    decision.reason === 'trial_expired'
      ? `The ${FREE_TRIAL.days}-day free trial has ended; choose a plan to keep processing documents.`
      : decision.reason === 'trial_quota_reached'
        ? `The free trial's ${decision.limit} documents are used up; choose a plan to keep processing documents.`
        : `This month's ${decision.limit} documents are used up; the quota renews on ${decision.periodEnd?.toISOString().slice(0, 10)}.`;
  throw new ProblemError(402, 'quota_exceeded', detail);
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
