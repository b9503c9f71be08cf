/** What the Lighthouse and main-thread scripts share: their options, the load they ran under, the builds. */
import { loadavg } from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../server/test-support/start-test-server.ts';

/** The value of `--name=value` on the command line. */
export const option = (name: string): string | undefined =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(`--${name}=`.length);

/** The load averages over 1, 5 and 15 minutes, for the figures' record. */
export const loadAverage = (): string =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

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
