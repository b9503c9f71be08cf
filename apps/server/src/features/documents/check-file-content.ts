import {
  checkUploadFile,
  type FileCheckError,
  judgeUploadContent,
  type UploadKind,
  uploadKindLabel,
} from '@docread/contracts';
import { DomainError, fieldError, invalid } from '../../shared/domain-errors.ts';

export interface CheckedFile {
  /** The MIME type of what the content is, stored whatever the client declared. */
  mimeType: string;
  kind: UploadKind;
}

/**
 * The one answer an upload gets about its file: missing, empty, too large, a bad name, content that does
 * not match a supported name, or a type that is not supported; else the kind its magic bytes say it is.
 */
export function checkFileContent(file: { name: string; data: Buffer } | null, path = 'file'): CheckedFile {
  const problem = checkUploadFile(file ? { name: file.name, size: file.data.length } : { name: '', size: 0 });
  if (problem) throw fileCheckProblem(problem, path);
  const verdict = judgeUploadContent(file!.name, file!.data);
  if (verdict.ok) return { mimeType: verdict.mimeType, kind: verdict.kind };
  throw fileCheckProblem(
    verdict.key === 'validation.fileContentMismatch'
      ? { key: verdict.key, expected: uploadKindLabel(verdict.expected) }
      : { key: verdict.key },
    path,
  );
}

export function fileCheckProblem(problem: FileCheckError, path = 'file'): DomainError {
  switch (problem.key) {
    case 'validation.fileTooLarge':
      return new DomainError('payload_too_large', undefined, {
        errors: [fieldError(path, problem.key)],
      });
    case 'validation.fileContentMismatch':
    case 'validation.fileHeicNotSupported':
    case 'validation.fileTypeNotSupported': {
      const error = fieldError(
        path,
        problem.key,
        'expected' in problem ? { expected: problem.expected } : {},
      );
      return new DomainError('unsupported_media_type', error.message, { errors: [error] });
    }
    default:
      return invalid([fieldError(path, problem.key)]);
  }
}
