import { randomUUID } from 'node:crypto';
import {
  checkUploadFile,
  type DocumentRow,
  documentUploadFieldsSchema,
  type FileCheckError,
  sanitizeFilename,
} from '@docread/contracts';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/values.ts';
import { fieldError, ProblemError, validationFailed } from '../http/problem.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { detectUploadType } from './check-file-content.ts';
import { documentView } from './views.ts';

export interface UploadedFile {
  name: string;
  /** The type the client declared. */
  mimeType: string;
  data: Buffer;
}

export interface UploadInput {
  documentName: unknown;
  documentType: unknown;
  file: UploadedFile | null;
  source: 'portal' | 'api';
}

/**
 * The seeds' upload flow: validate, store the file at `{userId}/{timestamp}_{sanitizedName}`, insert the row
 * `pending`; when the insert fails the stored file is removed and the error raised.
 */
export async function uploadDocument(
  deps: { db: Db; storage: FileStorage },
  userId: string,
  input: UploadInput,
): Promise<DocumentRow> {
  const fields = documentUploadFieldsSchema.safeParse({
    documentName: input.documentName ?? '',
    documentType: input.documentType || undefined,
  });
  if (!fields.success) {
    throw validationFailed(fields.error.issues.map((i) => fieldError(String(i.path[0]), i.message)));
  }
  const file = input.file;
  const fileProblem = checkUploadFile(
    file ? { name: file.name, size: file.data.length, type: file.mimeType } : { name: '', size: 0, type: '' },
  );
  if (fileProblem) throw fileCheckProblem(fileProblem);
  const uploaded = file!;
  const fileType = await detectUploadType(uploaded.data, uploaded.name, uploaded.mimeType);
  if (!fileType) {
    throw new ProblemError(415, 'unsupported_media_type', 'The file content does not match its type.', {
      errors: [fieldError('file', 'validation.fileTypeNotAllowed', { type: uploaded.mimeType })],
    });
  }

  const now = new Date();
  const filePath = `${userId}/${now.getTime()}_${sanitizeFilename(uploaded.name)}`;
  await deps.storage.put(filePath, uploaded.data);
  const row = {
    id: randomUUID(),
    user_id: userId,
    document_name: fields.data.documentName,
    document_type: fields.data.documentType,
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
    started_at: null,
    completed_at: null,
  };
  try {
    await deps.db.insertInto('documents').values(row).execute();
  } catch (error) {
    await deps.storage.remove(filePath);
    throw error;
  }
  return documentView(row);
}

export function fileCheckProblem(problem: FileCheckError): ProblemError {
  switch (problem.key) {
    case 'validation.fileTooLarge':
      return new ProblemError(413, 'payload_too_large', undefined, {
        errors: [fieldError('file', problem.key)],
      });
    case 'validation.fileTypeNotAllowed':
      return new ProblemError(
        415,
        'unsupported_media_type',
        fieldError('file', problem.key, { type: problem.type }).message,
        {
          errors: [fieldError('file', problem.key, { type: problem.type })],
        },
      );
    default:
      return validationFailed([fieldError('file', problem.key)]);
  }
}
