/**
 * `npm run bench:list [-- --documents 10000 --requests 200 --pg postgres://…]`: the portal's documents list
 * on a seeded account, over HTTP against the real app (started as the test suites start it, hence
 * NODE_ENV=test), on SQLite and (when reachable) PostgreSQL.
 * Prints p50/p95 per query shape; the target is under 50 ms p95 for every shape.
 */
import { parseArgs } from 'node:util';
import { documentListQuerySchema } from '@docread/contracts';
import { sql } from 'kysely';
import { listDocuments } from '../src/features/documents/list-documents.ts';
import { seedDocuments } from '../test-support/seed-documents.ts';
import { createApprovedUser, startTestServer, type TestServer } from '../test-support/start-test-server.ts';

const { values } = parseArgs({
  options: {
    documents: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '200' },
    pg: { type: 'string', default: 'postgres://postgres:postgres@127.0.0.1:5432/test' },
  },
});
const documents = Number(values.documents);
const requests = Number(values.requests);
const log = (m: string) => process.stderr.write(`${m}\n`);

const SHAPES: Record<string, string> = {
  'newest, first page': 'limit=50',
  'newest, page 20 (cursor)': 'limit=50&page=20',
  'status=completed': 'limit=50&status=completed',
  'type=invoice, sort=-total': 'limit=50&type=invoice&sort=-total',
  'from/to (one week)': 'limit=50&from=2026-03-01&to=2026-03-07',
  'source=api, sort=name': 'limit=50&source=api&sort=name',
  'search q=Bezeq': 'limit=50&q=Bezeq',
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function get(server: TestServer, cookie: string, query: string) {
  const res = await fetch(`${server.url}/api/documents?${query}`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${query}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { items: unknown[]; nextCursor: string | null };
}

/** The cursor of page `n` (1-based) of a query, followed from the first page. */
async function cursorOfPage(server: TestServer, cookie: string, query: string, n: number) {
  let cursor: string | null = null;
  for (let i = 1; i < n; i++)
    cursor = (await get(server, cookie, `${query}${cursor ? `&cursor=${cursor}` : ''}`)).nextCursor;
  return cursor;
}

async function benchDialect(name: string, databaseUrl?: string) {
  const server = await startTestServer(databaseUrl ? { databaseUrl } : {});
  try {
    const cookie = await createApprovedUser(server, {
      email: 'bench@example.com',
      password: 'bench-pass-123',
      name: 'Bench User',
    });
    const me = (await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json()) as {
      user: { id: string };
    };
    const started = performance.now();
    await seedDocuments(server.db, me.user.id, documents);
    log(`${name}: seeded ${documents} documents in ${Math.round(performance.now() - started)} ms`);
    // As autovacuum would after a bulk load: the planner needs the table's statistics.
    if (databaseUrl) await sql`analyze documents`.execute(server.db);
    const rows: string[] = [];
    // What any signed-in request costs on this machine (session lookup, JSON): the list's floor.
    const floor: number[] = [];
    for (let i = 0; i < requests; i++) {
      const t = performance.now();
      await fetch(`${server.url}/api/me`, { headers: { cookie } });
      floor.push(performance.now() - t);
    }
    floor.sort((a, b) => a - b);
    rows.push(
      `| ${name} | baseline: GET /api/me | - | ${percentile(floor, 50).toFixed(1)} | ${percentile(floor, 95).toFixed(1)} | - | - |`,
    );
    for (const [label, shape] of Object.entries(SHAPES)) {
      let query = shape.replace('&page=20', '');
      if (shape.includes('page=20')) query += `&cursor=${await cursorOfPage(server, cookie, query, 20)}`;
      for (let i = 0; i < 10; i++) await get(server, cookie, query);
      const times: number[] = [];
      let count = 0;
      for (let i = 0; i < requests; i++) {
        const t = performance.now();
        count = (await get(server, cookie, query)).items.length;
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      // The same query without HTTP and the session lookup: what the database itself costs.
      const parsed = documentListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const direct: number[] = [];
      for (let i = 0; i < requests; i++) {
        const t = performance.now();
        await listDocuments(server.db, me.user.id, parsed);
        direct.push(performance.now() - t);
      }
      direct.sort((a, b) => a - b);
      rows.push(
        `| ${name} | ${label} | ${count} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${percentile(direct, 50).toFixed(1)} | ${percentile(direct, 95).toFixed(1)} |`,
      );
    }
    return rows;
  } finally {
    await server.close();
  }
}

const table = [
  '| database | query | rows | HTTP p50 ms | HTTP p95 ms | query p50 ms | query p95 ms |',
  '| --- | --- | --- | --- | --- | --- | --- |',
];
table.push(...(await benchDialect('SQLite')));
try {
  table.push(...(await benchDialect('PostgreSQL', values.pg as string)));
} catch (error) {
  log(`PostgreSQL skipped: ${(error as Error).message}`);
}
process.stdout.write(
  `${documents} documents, ${requests} sequential requests per query over HTTP\n${table.join('\n')}\n`,
);
