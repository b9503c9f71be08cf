import { startTestObjectStore } from '../test-support/start-object-store.ts';

/**
 * The test object store as a process of its own (for tests where every part is a real process):
 * prints one JSON line with its settings, stops on SIGTERM.
 */
const store = await startTestObjectStore({ bucket: process.env.S3_TEST_BUCKET ?? 'docread-fault' });
process.stdout.write(`${JSON.stringify(store.env)}\n`);
process.once('SIGTERM', () => {
  store.close().then(() => process.exit(0));
});
