import { randomUUID } from 'node:crypto';
import { type DocumentRow, type DocumentUploadFields, documentUploadFieldsSchema } from '@docread/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import type { Pipeline } from '../../jobs/pipeline.ts';
import { fieldError, invalid } from '../../shared/domain-errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { storeUpload } from '../../storage/store-upload.ts';
import { storedName } from '../../storage/stored-name.ts';
import { assertCanProcess } from '../billing/account-controls.ts';
import { enforceQuota } from '../billing/enforce-quota.ts';
import { cancelReservation, type QuotaAccount } from '../billing/usage-ledger.ts';
import { documentView } from '../shared/views.ts';
import { checkFileContent } from './check-file-content.ts';
import { insertDocument } from './documents.repository.ts';

export interface UploadedFile {
  name: string;
  /** The type the client declared. */
  mimeType: string;
  data: Buffer;
}

export interface SubmitInput {
  documentName: unknown;
  documentType: unknown;
  /** The portal's language choice; API calls carry theirs in `api.options`. */
  language?: unknown;
  file: UploadedFile | null;
  source: 'portal' | 'api';
  /** What an API call asked for; written with the row so a worker never sees the job without it. */
  api?: {
    apiKeyId: string;
    options: string;
    callbackUrl: string | null;
    /** Sealed; signs the callback even if the key is deleted before the job ends. */
    callbackSecret: string | null;
  };
}

/**
 * "Submit a document", the one use-case behind the portal's upload and /v3's process calls: validate,
 * reserve the quota (usage ledger), store the file at `{userId}/{timestamp}_{storedName}` (storage/stored-name.ts), insert the
 * row `pending` and queue it. When storing or the insert fails the stored file and the reservation are
 * removed and the error raised.
 */
export async function submitDocument(
  deps: { db: Db; storage: FileStorage; pipeline: Pick<Pipeline, 'submit'> },
  account: QuotaAccount,
  input: SubmitInput,
): Promise<DocumentRow> {
  const userId = account.userId;
  const fields = documentUploadFieldsSchema.safeParse({
    documentName: input.documentName ?? '',
    documentType: input.documentType || undefined,
    language: input.language || undefined,
  });
  if (!fields.success) {
    throw invalid(fields.error.issues.map((i) => fieldError(String(i.path[0]), i.message)));
  }
  const fileType = checkFileContent(input.file).mimeType;
  const uploaded = input.file!;
  await assertCanProcess(deps.db, userId);

  const id = randomUUID();
  await enforceQuota(deps.db, account, {
    documentId: id,
    source: input.source,
    apiKeyId: input.api?.apiKeyId ?? null,
  });
  const now = new Date();
  let filePath: string;
  try {
    filePath = await storeUpload(deps.storage, userId, now, storedName(uploaded.name), uploaded.data);
  } catch (error) {
    await cancelReservation(deps.db, id);
    throw error;
  }
  const row = {
    id,
    user_id: userId,
    document_name: fields.data.documentName,
    document_type: null,
    requested_type: fields.data.documentType ?? null,
    corrected_type: null,
    filename: uploaded.name,
    file_path: filePath,
    file_size: uploaded.data.length,
    file_type: fileType,
    status: 'pending',
    source: input.source,
    result: null,
    error: null,
    attempts: 0,
    pages: null,
    created_at: now.toISOString(),
    updated_at: nowIso(),
    queued_at: now.toISOString(),
    started_at: null,
    completed_at: null,
  };
  const apiColumns = input.api
    ? {
        api_key_id: input.api.apiKeyId,
        options: input.api.options,
        callback_url: input.api.callbackUrl,
        callback_secret: input.api.callbackSecret,
      }
    : portalOptions(fields.data);
  try {
    await insertDocument(deps.db, { ...row, ...apiColumns });
  } catch (error) {
    await deps.storage.remove(filePath);
    await cancelReservation(deps.db, id);
    throw error;
  }
  await deps.pipeline.submit(id);
  return documentView(row);
}

/** A portal upload with a language choice carries it as the API's processing options do. */
function portalOptions(fields: DocumentUploadFields): { options?: string } {
  return fields.language ? { options: JSON.stringify({ languageHint: fields.language }) } : {};
}
