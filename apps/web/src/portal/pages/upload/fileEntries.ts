import {
  checkUploadFile,
  type FileCheckError,
  judgeUploadContent,
  nameWithoutExtension,
  UPLOAD_SNIFF_BYTES,
  uploadKindLabel,
} from '@docread/contracts';

export type EntryState = 'ready' | 'uploading' | 'done' | 'failed';

/** One chosen file on the upload screen, with its own name, check result and upload outcome. */
export interface FileEntry {
  id: string;
  file: File;
  documentName: string;
  check: FileCheckError | null;
  state: EntryState;
  progress: number;
  failure?: string;
}

let counter = 0;

/**
 * Turns newly chosen files into entries. The first file takes a name the user already typed (the
 * specification's single-file form); every other name defaults to the file name without its extension.
 */
export function toEntries(files: readonly File[], typedName: string, hasEntries: boolean): FileEntry[] {
  return files.map((file, i) => {
    counter += 1;
    const useTyped = !hasEntries && i === 0 && typedName.trim() !== '';
    return {
      id: `${Date.now()}-${counter}`,
      file,
      documentName: useTyped ? typedName : nameWithoutExtension(file.name),
      check: checkUploadFile(file),
      state: 'ready',
      progress: 0,
    };
  });
}

/**
 * The same content rule the server applies, on the file's first bytes: the one exact reason a file would
 * be refused (empty, content not matching its name, type not supported) shows before anything is sent.
 */
export async function checkFileContent(file: File): Promise<FileCheckError | null> {
  const basic = checkUploadFile(file);
  if (basic) return basic;
  const head = new Uint8Array(await file.slice(0, UPLOAD_SNIFF_BYTES).arrayBuffer());
  const verdict = judgeUploadContent(file.name, head);
  if (verdict.ok) return null;
  return verdict.key === 'validation.fileContentMismatch'
    ? { key: verdict.key, expected: uploadKindLabel(verdict.expected) }
    : { key: verdict.key };
}
