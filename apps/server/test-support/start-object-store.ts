import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestObjectStore {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  bucket: string;
  /** The server settings that point at this store. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on loopback with one empty bucket, its objects in a temporary folder.
 * s3rver accepts any credentials; signatures are still computed and sent by the real SDK.
 */
export async function startTestObjectStore(
  options: { port?: number; bucket?: string } = {},
): Promise<TestObjectStore> {
  const directory = await mkdtemp(path.join(tmpdir(), 'docread-s3-'));
  const bucket = options.bucket ?? 'docread-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let closed = false;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      // Tests stop the store on purpose (readiness); the final clean-up then has nothing left to stop.
      if (closed) return;
      closed = true;
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
