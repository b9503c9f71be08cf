import path from 'node:path';
import { startTestServer, type TestServer } from '../../server/test-support/start-test-server.ts';

export interface ServedBuild {
  label: string;
  server: TestServer;
}

/**
 * The real server serving this build, and with `against` (another `dist` folder) a second one serving that
 * build, so a measuring script can load each page from both in the same minutes of load.
 */
export async function serveBuilds(against: string | undefined): Promise<ServedBuild[]> {
  const builds: ServedBuild[] = [{ label: 'this build', server: await startTestServer() }];
  if (against)
    builds.push({
      label: 'against',
      server: await startTestServer({ env: { WEB_DIST_DIR: path.resolve(against) } }),
    });
  return builds;
}
