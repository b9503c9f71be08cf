// The architecture's import rules (ARCHITECTURE.md, "Parts and arrows"), checked on every source file:
// - packages/contracts imports nothing of ours;
// - packages/engine and packages/sdk import no app code and no other package of ours but contracts;
// - packages/n8n-nodes-docread is a client like any integrator's: its nodes import the SDK only (installed from
//   npm, nothing else of ours comes with it); its tests may start the server with the server's test helpers;
// - apps/web/src reaches the server over HTTP only: no import from apps/server;
// - a server feature does not import another feature's repository (it calls that feature's use-case);
// - in a server feature only the HTTP layer (`*.routes.ts`, `*.http.ts`) imports `src/http`: use-cases throw
//   the domain errors of `src/shared/domain-errors.ts`, which `src/http/problem.ts` maps to answers;
// - Kysely queries (selectFrom, insertInto, updateTable, deleteFrom, sql``) live in `*.repository.ts` files,
//   `src/db` and the job queue (`src/jobs/document-queue.ts`) only (tests excepted);
// - every table a query names (from, join, into, update, raw SQL) is queried by its owner only: the repository
//   ARCHITECTURE.md's table map names first in the table's row, so no feature copies another's SQL;
// - a stored result is read with the documents repository's codec (`decodeResult`), never cast;
// - one way to do each thing (issue 33): product code writes CSV cells with `packages/contracts/src/csv.ts`,
//   reads and writes PDFs with `@cantoo/pdf-lib` (`pdf-lib` only builds tests' PDFs) and counts rate limits in
//   the database, never with `@fastify/rate-limit`'s memory.
// Run by `npm run check`; exits 1 listing every broken rule.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIP = new Set(['node_modules', 'dist', 'data', '.git']);
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+|\bexport\s+\*\s+from\s+)['"]([^'"]+)['"]/gm;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

const inside = (file, dir) => file.startsWith(path.join(root, dir) + path.sep);
const ourPackage = (spec) => /^@docread\/([^/]+)/.exec(spec)?.[1];

const isTestCode = (file) => /\.test\.tsx?$/.test(file) || /\/(test|test-support)\//.test(file);
const ONE_WAY = new Map([
  ['pdf-lib', "the product's PDF library is @cantoo/pdf-lib; pdf-lib only builds tests' PDFs"],
  ['@fastify/rate-limit', 'rate limits are counted in the database (SharedRateLimiter), not in one process'],
]);

/** Each rule answers why an import is not allowed, or nothing. */
const rules = [
  {
    applies: (file) => inside(file, 'packages/contracts'),
    check: ({ spec, target }) =>
      (ourPackage(spec) && 'contracts imports no package of ours') ||
      (target && !inside(target, 'packages/contracts') && 'contracts imports nothing outside itself'),
  },
  ...['packages/engine', 'packages/sdk'].map((pkg) => ({
    applies: (file) => inside(file, pkg),
    check: ({ spec, target }) => {
      const name = ourPackage(spec);
      if (name && name !== 'contracts' && `@docread/${name}` !== `@docread/${path.basename(pkg)}`)
        return `${pkg} may import @docread/contracts only`;
      if (target && !inside(target, pkg)) return `${pkg} imports nothing outside itself`;
      return undefined;
    },
  })),
  {
    applies: (file) => inside(file, 'packages/n8n-nodes-docread') && !isTestCode(file),
    check: ({ spec, target }) =>
      (ourPackage(spec) && ourPackage(spec) !== 'sdk' && 'the n8n nodes may import @docread/sdk only') ||
      (target &&
        !inside(target, 'packages/n8n-nodes-docread') &&
        'the n8n nodes import nothing outside themselves') ||
      undefined,
  },
  {
    applies: (file) => inside(file, 'apps/web/src'),
    check: ({ spec, target }) =>
      ((ourPackage(spec) === 'server' ||
        ourPackage(spec) === 'engine' ||
        (target && inside(target, 'apps/server'))) &&
        'the web reaches the server over HTTP only') ||
      undefined,
  },
  {
    applies: (file) => inside(file, 'apps/server/src/features'),
    check: ({ file, target }) => {
      if (!target?.endsWith('.repository.ts')) return undefined;
      const featureOf = (f) =>
        path.relative(path.join(root, 'apps/server/src/features'), f).split(path.sep)[0];
      return inside(target, 'apps/server/src/features') && featureOf(target) !== featureOf(file)
        ? `feature ${featureOf(file)} reaches into ${featureOf(target)}'s repository; call its use-case`
        : undefined;
    },
  },
  {
    applies: (file) => inside(file, 'apps/server/src/features') && !/\.(routes|http)\.ts$/.test(file),
    check: ({ target }) =>
      target && inside(target, 'apps/server/src/http')
        ? 'a use-case imports no HTTP code: throw a domain error (src/shared/domain-errors.ts)'
        : undefined,
  },
  {
    applies: (file) => !isTestCode(file),
    check: ({ spec }) => ONE_WAY.get(spec),
  },
];

/** A formula-injection rule of its own is a second CSV writer, drifting from the one in contracts. */
const CSV_WRITER = path.join(root, 'packages/contracts/src/csv.ts');
const FORMULA_RULE = /\[=\+\\-@/;

const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(`|<|\.)/;
/** The job queue is the documents table itself: its claim and lease statements are the queue, not a query of it. */
const QUEUE = path.join(root, 'apps/server/src/jobs/document-queue.ts');
const mayQuery = (file) =>
  file.endsWith('.repository.ts') ||
  file.endsWith('.test.ts') ||
  file === QUEUE ||
  inside(file, 'apps/server/src/db');

/**
 * Owner of each table: the first link in its row of ARCHITECTURE.md's "Tables" section, so the map people read
 * is the one enforced.
 */
function tableOwners() {
  const text = readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8');
  const section = /^## Tables\n([\s\S]*?)(?=^## )/m.exec(text)?.[1] ?? '';
  const owners = new Map();
  for (const row of section.split('\n').filter((line) => line.startsWith('| `'))) {
    const [, tables = '', where = ''] = row.split('|');
    const owner = /\]\(([^)]+\.repository\.ts)\)/.exec(where)?.[1];
    for (const [, table] of tables.matchAll(/`([A-Za-z_]+)`/g))
      owners.set(table, owner && path.join(root, owner));
  }
  return owners;
}

/**
 * Declared exceptions: the job queue is the documents table itself, so its claim and lease statements are the
 * queue rather than a query of it; the account lock takes a row lock on the account's `user` row.
 */
const EXCEPTIONS = new Map([
  [QUEUE, ['documents']],
  [path.join(root, 'apps/server/src/db/account-lock.ts'), ['user']],
]);
const TABLE_ARGUMENT =
  /\.(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|(?:inner|left|right|full|cross)Join(?:Lateral)?)\(\s*([^,)]*)/g;
const SQL_TEXT = /\bsql(?:<[^`]*?>)?`([^`]*)`/g;
const SQL_TABLE = /\b(?:from|join|update|into)\s+"?([A-Za-z_]+)"?/gi;

/** The tables a file's queries name; a table given by a variable is named `?` (its owner cannot be checked). */
function tablesQueried(text) {
  const found = [];
  for (const match of text.matchAll(TABLE_ARGUMENT)) {
    const table = /^['"]([A-Za-z_]+)(?: as \w+)?['"]$/.exec(match[1].trim())?.[1];
    found.push({ table: table ?? '?', at: match.index });
  }
  for (const match of text.matchAll(SQL_TEXT))
    for (const inner of match[1].matchAll(SQL_TABLE)) found.push({ table: inner[1], at: match.index });
  return found;
}

const owners = tableOwners();
const problems = [];
for (const [table, owner] of owners)
  if (!owner) problems.push(`ARCHITECTURE.md: table ${table} names no owning repository (*.repository.ts)`);
for (const file of sourceFiles(path.join(root, 'apps/server/src'))) {
  if (file.endsWith('.test.ts') || inside(file, 'apps/server/src/db/migrations')) continue;
  const text = readFileSync(file, 'utf8');
  for (const cast of text.matchAll(/\bas DocumentResult\b/g))
    problems.push(
      `${path.relative(root, file)}:${text.slice(0, cast.index).split('\n').length}: ` +
        'read a stored result with decodeResult (documents.repository.ts), not a cast',
    );
  for (const { table, at } of tablesQueried(text)) {
    const where = `${path.relative(root, file)}:${text.slice(0, at).split('\n').length}`;
    if (table === '?') problems.push(`${where}: name the table literally, so its owner can be checked`);
    else if (!owners.has(table))
      problems.push(`${where}: table ${table} has no owner in ARCHITECTURE.md's table map`);
    else if (owners.get(table) !== file && !EXCEPTIONS.get(file)?.includes(table))
      problems.push(
        `${where}: queries ${table}, owned by ${path.relative(root, owners.get(table))}; call its owner instead`,
      );
  }
}
for (const file of sourceFiles(path.join(root, 'apps/server/src'))) {
  if (mayQuery(file)) continue;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (QUERY.test(line))
        problems.push(
          `${path.relative(root, file)}:${i + 1}: a query outside a repository (*.repository.ts)`,
        );
    });
}
for (const top of ['packages', 'apps']) {
  for (const file of sourceFiles(path.join(root, top))) {
    if (file !== CSV_WRITER && !isTestCode(file) && FORMULA_RULE.test(readFileSync(file, 'utf8')))
      problems.push(
        `${path.relative(root, file)}: write CSV with packages/contracts/src/csv.ts (one formula rule)`,
      );
    const active = rules.filter((r) => r.applies(file));
    if (!active.length) continue;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : undefined;
      for (const rule of active) {
        const why = rule.check({ file, spec, target });
        if (why) problems.push(`${path.relative(root, file)}: '${spec}': ${why}`);
      }
    }
  }
}
if (problems.length) {
  console.error(`Boundaries broken (${problems.length}):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Boundaries (imports, queries, table owners): ok');
