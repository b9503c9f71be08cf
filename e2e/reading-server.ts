import { startTestServer, type TestServer } from '../apps/server/test-support/start-test-server.ts';

/**
 * A server that reads what it is sent (web and worker in one process, polling the queue fast), for tests
 * where what the engine finds is the point; it serves the build under `WEB_DIST_DIR` when one is given.
 */
export function startReadingServer(): Promise<TestServer> {
  return startTestServer({
    env: {
      ROLE: 'all',
      JOB_POLL_MS: '200',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  });
}
