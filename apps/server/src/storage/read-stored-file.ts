import type { FileStorage } from './file-storage.ts';

/** The whole stored file in memory, for work that needs all of it at once (exports, page images). */
export async function readStoredFile(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
