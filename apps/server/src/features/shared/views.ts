import type {
  AdminUser,
  ApiKey,
  DocumentDetail,
  DocumentRow,
  DocumentType,
  Lead,
  Profile,
  Webhook,
} from '@docread/contracts';
import type { Selectable } from 'kysely';
import type { UserTable } from '../../db/auth-schema.ts';
import type {
  ApiKeysTable,
  DocumentRecord,
  DocumentsTable,
  LeadsTable,
  ProfilesTable,
} from '../../db/schema.ts';
import { toBool, toIso, toIsoOrNull } from '../../db/values.ts';
import type { WebhooksTable } from '../../db/webhook-schema.ts';
import { roleOf } from '../../shared/roles.ts';

/** Row-to-answer mappers: snake_case rows in, the contracts' camelCase shapes out. */

export function profileView(
  row: Pick<Selectable<ProfilesTable>, 'user_id' | 'full_name' | 'company' | 'language' | 'updated_at'>,
  approved: boolean | number | null | undefined,
): Profile {
  return {
    userId: row.user_id,
    approved: toBool(approved),
    fullName: row.full_name,
    company: row.company,
    language: row.language === 'he' ? 'he' : 'en',
    updatedAt: toIso(row.updated_at),
  };
}

/** The columns the portal shows; the queue's own columns stay inside. */
type ShownDocument = Pick<
  Selectable<DocumentsTable>,
  | 'id'
  | 'document_name'
  | 'document_type'
  | 'requested_type'
  | 'filename'
  | 'file_size'
  | 'file_type'
  | 'status'
  | 'error'
  | 'attempts'
  | 'created_at'
  | 'updated_at'
  | 'completed_at'
>;

/** What the document is (a person's correction, else the engine's reading), as every answer says it. */
export function documentTypeOf(row: Pick<DocumentRecord, 'document_type'>): DocumentType | null {
  return row.document_type as DocumentType | null;
}

/** The type asked for on upload or by the /v3 call; null when the engine was left to find out. */
export function requestedTypeOf(row: Pick<DocumentRecord, 'requested_type'>): DocumentType | null {
  return row.requested_type as DocumentType | null;
}

export function documentView(row: ShownDocument): DocumentRow {
  return {
    id: row.id,
    documentName: row.document_name,
    documentType: documentTypeOf(row),
    requestedType: requestedTypeOf(row),
    filename: row.filename,
    fileSize: row.file_size == null ? null : Number(row.file_size),
    fileType: row.file_type,
    status: row.status as DocumentRow['status'],
    error: row.error,
    attempts: row.attempts,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    completedAt: toIsoOrNull(row.completed_at),
  };
}

/** The row with its result as people see it: corrections applied, the engine's reading of each beside it. */
export function documentDetailView(
  row: DocumentRecord,
  reading: Pick<DocumentDetail, 'result' | 'corrections' | 'originalFields'>,
): DocumentDetail {
  return {
    ...documentView(row),
    source: row.source === 'api' ? 'api' : 'portal',
    pages: row.pages,
    startedAt: toIsoOrNull(row.started_at),
    result: reading.result,
    corrections: reading.corrections,
    originalFields: reading.originalFields,
  };
}

export function apiKeyView(row: Selectable<ApiKeysTable>): ApiKey {
  return {
    id: row.id,
    name: row.name,
    keyPrefix: row.key_prefix,
    createdAt: toIso(row.created_at),
    lastUsedAt: toIsoOrNull(row.last_used_at),
    legacyCallbackSecret: row.callback_secret === null,
  };
}

export function webhookView(row: Selectable<WebhooksTable>): Webhook {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    events: JSON.parse(row.events) as Webhook['events'],
    isActive: toBool(row.is_active),
    createdAt: toIso(row.created_at),
  };
}

export function leadView(row: Selectable<LeadsTable>): Lead {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    message: row.message,
    source: row.source as Lead['source'],
    createdAt: toIso(row.created_at),
  };
}

export function adminUserView(
  user: Pick<
    Selectable<UserTable>,
    'id' | 'email' | 'name' | 'emailVerified' | 'approved' | 'role' | 'createdAt'
  >,
  profile: { full_name: string | null; company: string | null },
): AdminUser {
  return {
    id: user.id,
    email: user.email,
    fullName: profile.full_name ?? user.name,
    company: profile.company,
    emailVerified: toBool(user.emailVerified),
    approved: toBool(user.approved),
    role: roleOf(user),
    createdAt: toIso(user.createdAt),
  };
}
