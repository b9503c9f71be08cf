import { UPLOAD_DOCUMENT_TYPES, type UploadDocumentType } from '@docread/contracts';

const KEY = 'docread.triedDocumentType';

/** The engine's types that the upload form names differently. */
const AS_UPLOAD_TYPE: Record<string, UploadDocumentType> = { passport: 'id', bank_statement: 'other' };

/** Remembers the type of the document a visitor tried in the playground, for their first upload. */
export function rememberTriedDocumentType(documentType: string): void {
  try {
    localStorage.setItem(KEY, documentType);
  } catch {
    // Storage unavailable: the sign-up link still carries the type.
  }
}

/** The tried type as the upload form's choice, or null when the visitor never tried one. */
export function triedUploadDocumentType(): UploadDocumentType | null {
  try {
    const tried = localStorage.getItem(KEY);
    if (!tried) return null;
    const type = AS_UPLOAD_TYPE[tried] ?? tried;
    return (UPLOAD_DOCUMENT_TYPES as readonly string[]).includes(type) ? (type as UploadDocumentType) : null;
  } catch {
    return null;
  }
}
