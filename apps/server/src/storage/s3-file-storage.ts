import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ObjectStoreConfig } from '../config/storage-config.ts';
import { type FileStorage, missingFileError, StorageKeyError } from './file-storage.ts';

/** Big enough that a typical upload is one request, small enough that two in flight stay cheap. */
const PART_BYTES = 8 * 1024 * 1024;
const REACHABILITY_TIMEOUT_MS = 3000;

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/** Same rule as the local disk: a key never climbs out of its place, whatever a row says. */
function checkKey(key: string): string {
  const segments = key.split('/');
  if (
    !key ||
    key.startsWith('/') ||
    segments.some((s) => s === '' || s === '.' || s === '..') ||
    key.includes('\0')
  ) {
    throw new StorageKeyError(`Storage key outside the root: ${key}`);
  }
  return key;
}

/**
 * Files in an S3-compatible object store, one object per key in one bucket. Uploads stream through
 * multipart upload (parts are sent as they fill), downloads stream the response body. The bucket must
 * exist: creating it is the operator's choice of region, policy and lifecycle, not the server's.
 */
export function createS3FileStorage(settings: ObjectStoreConfig): FileStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // A copy: the SDK marks the credentials object it is given, and the settings are frozen.
    ...(settings.credentials ? { credentials: { ...settings.credentials } } : {}),
    // Many S3-compatible stores do not know the newer default CRC checksums; send them only when required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  async function size(key: string): Promise<number | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function* list(prefix = '') {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    async put(key, data) {
      const Key = checkKey(key);
      // The header makes the write atomic where the store supports conditional writes; the look first
      // covers stores that ignore it.
      if ((await size(Key)) !== null)
        throw Object.assign(new Error(`A file is already stored at ${key}`), { code: 'EEXIST' });
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: data, IfNoneMatch: '*' },
        partSize: PART_BYTES,
        queueSize: 2,
        leavePartsOnError: false,
      });
      await upload.done();
    },

    async read(key) {
      const Key = checkKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
        if (!(answer.Body instanceof Readable)) throw new Error(`The object store sent no body for ${key}`);
        return answer.Body;
      } catch (error) {
        if (isNotFound(error)) throw missingFileError(key);
        throw error;
      }
    },

    size,

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },

    async removeUserFiles(userId) {
      const Prefix = `${checkKey(userId)}/`;
      // Always the first page again: deleting while paging would shift the listing under a cursor.
      for (;;) {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, MaxKeys: 1000 }));
        const Objects = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (!Objects.length) return;
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }),
        );
        const failed = answer.Errors?.[0];
        if (failed)
          throw new Error(`Could not delete ${failed.Key}: ${failed.Code} ${failed.Message ?? ''}`.trim());
      }
    },

    list,

    async isReachable() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }), {
          abortSignal: AbortSignal.timeout(REACHABILITY_TIMEOUT_MS),
        });
        return true;
      } catch {
        return false;
      }
    },

    async close() {
      client.destroy();
    },
  };
}
