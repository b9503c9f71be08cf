import type { Config } from '../config/config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

/** The object store when `S3_BUCKET` is set, else the local disk under DATA_DIR. */
export function createFileStorage(config: Pick<Config, 'uploadsDir' | 'objectStore'>): FileStorage {
  return config.objectStore
    ? createS3FileStorage(config.objectStore)
    : createLocalFileStorage(config.uploadsDir);
}
