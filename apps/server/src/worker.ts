import Fastify from 'fastify';
import { ConfigError, loadConfig } from './config/config.ts';
import { createDatabase, migrateToLatest } from './db/database.ts';
import { registerSealingSecret } from './features/webhooks/sealed-secret.ts';
import { createPipeline } from './jobs/pipeline.ts';
import { loggerOptions } from './observability/log-redaction.ts';
import { startMetricsServer } from './observability/metrics-server.ts';
import { createFileStorage } from './storage/create-file-storage.ts';

/**
 * `npm run worker`: a process that only works (no HTTP). Start any number of them, on any machine that
 * reaches the same database (and, for local storage, the same DATA_DIR): they share the work through the
 * documents table (jobs/document-queue.ts), on PostgreSQL as on SQLite.
 */
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig({ ...process.env, ROLE: 'worker' });
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// Fastify's logger (pino) without a server, so worker and web logs look the same.
const { log } = Fastify({ logger: loggerOptions(config.logLevel, config.logFormat) });
const db = createDatabase(config.database);
registerSealingSecret(db, config.sessionSecret);
await migrateToLatest(db);
const pipeline = createPipeline({
  db,
  storage: createFileStorage(config),
  log,
  config: config.pipeline,
});
await pipeline.start();
const metricsServer =
  config.metrics.workerPort === null
    ? null
    : await startMetricsServer(config.metrics.workerPort, config.host, config.metrics.token);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    log.info({ signal }, 'worker shutting down');
    metricsServer?.close();
    pipeline
      .stop()
      .then(() => db.destroy())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'worker shutdown failed');
          process.exit(1);
        },
      );
  });
}
