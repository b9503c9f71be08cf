import type { DocumentRow, DocumentType, Problem, UploadLanguage } from '@docread/contracts';
import { ApiError } from '../../../lib/api.ts';

/**
 * Sends one document as multipart form data. XMLHttpRequest rather than fetch: only it reports upload
 * progress in every browser.
 */
export function uploadWithProgress(
  input: {
    file: File;
    documentName: string;
    /** Empty: the engine detects each document's type. */
    documentType: DocumentType | '';
    language: UploadLanguage | '';
  },
  onProgress: (percent: number) => void,
): Promise<DocumentRow> {
  const body = new FormData();
  // Text fields before the file: the server reads the stream in order and validates them first.
  body.append('documentName', input.documentName);
  if (input.documentType) body.append('documentType', input.documentType);
  if (input.language) body.append('language', input.language);
  body.append('file', input.file, input.file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/documents');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: keep the status only.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(data as DocumentRow);
      } else {
        reject(new ApiError(xhr.status, data as Problem | null, xhr.statusText || `HTTP ${xhr.status}`));
      }
    };
    xhr.onerror = () => reject(new TypeError('network'));
    xhr.send(body);
  });
}
