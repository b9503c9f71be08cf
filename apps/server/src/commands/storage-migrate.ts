import { parseArgs } from 'node:util';
import { migrateStorage } from '../ops/migrate-storage.ts';
import { createLocalFileStorage } from '../storage/local-file-storage.ts';
import { createS3FileStorage } from '../storage/s3-file-storage.ts';
import { loadCommandConfig } from './command-config.ts';

/**
 * `npm run storage:migrate [-- --keep-local]`: moves the files under DATA_DIR/uploads into the object store
 * named by the S3_ settings. Run it with the same settings as the server, after setting S3_BUCKET and before
 * (or while) starting the servers with it; run it again to pick up files uploaded meanwhile.
 */
const { values } = parseArgs({ options: { 'keep-local': { type: 'boolean', default: false } } });

const config = loadCommandConfig();
if (!config.objectStore) {
  console.error('Set S3_BUCKET (and the other S3_ settings) to the object store the files should move to.');
  process.exit(2);
}

const source = createLocalFileStorage(config.uploadsDir);
const target = createS3FileStorage(config.objectStore);
if (!(await target.isReachable())) {
  console.error(`The object store does not answer, or bucket ${config.objectStore.bucket} does not exist.`);
  process.exit(1);
}
const report = await migrateStorage(source, target, {
  keepSource: values['keep-local'] ?? false,
  onProgress: (key, outcome) => console.log(`${outcome}\t${key}`),
});
await target.close();
for (const failure of report.failed) console.error(`failed\t${failure.key}\t${failure.reason}`);
console.log(
  `${report.copied} copied, ${report.alreadyThere} already in the bucket, ${report.removedFromSource} removed from ${config.uploadsDir}, ${report.failed.length} failed`,
);
process.exit(report.failed.length ? 1 : 0);
