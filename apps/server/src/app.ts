import { MAX_UPLOAD_BYTES } from '@docread/contracts';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/config.ts';
import { fastifyTrustProxy } from './config/trust-proxy.ts';
import { createDatabase, migrateToLatest } from './db/database.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { meRoutes } from './features/account/me.routes.ts';
import { removeAccountFiles } from './features/account/remove-account-files.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { apiKeysRoutes } from './features/api-keys/api-keys.routes.ts';
import { createDatabaseThrottle } from './features/auth/address-throttle.ts';
import { ensureAdminAccount } from './features/auth/admin-account.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createAuth } from './features/auth/auth.ts';
import { authOpenApi } from './features/auth/auth-openapi.ts';
import { billingRoutes } from './features/billing/billing.routes.ts';
import { stripeWebhookRoutes } from './features/billing/stripe-webhook.routes.ts';
import { documentsRoutes } from './features/documents/documents.routes.ts';
import { documentsBulkRoutes } from './features/documents/documents-bulk.routes.ts';
import { eventsRoutes } from './features/events/events.routes.ts';
import { leadsRoutes } from './features/leads/leads.routes.ts';
import { learningRoutes } from './features/learning/learning.routes.ts';
import { documentResultsRoutes } from './features/results/results.routes.ts';
import { siteRoutes } from './features/site/site.routes.ts';
import { tryRoutes } from './features/try/try.routes.ts';
import { v3Routes } from './features/v3/v3.routes.ts';
import { registerSealingSecret } from './features/webhooks/sealed-secret.ts';
import { webhookDeliveriesRoutes } from './features/webhooks/webhook-deliveries.routes.ts';
import { webhooksRoutes } from './features/webhooks/webhooks.routes.ts';
import type { AppDeps } from './http/context.ts';
import { registerCrossSiteGuard } from './http/cross-site-guard.ts';
import { frameworkErrorHandler, registerErrorHandling } from './http/error-handler.ts';
import { swaggerOptions } from './http/openapi/swagger-options.ts';
import { openApiRoutes } from './http/openapi.routes.ts';
import { registerSecurityHeaders, swaggerUiCsp } from './http/security-headers.ts';
import { cacheControlFor, hasWebBuild } from './http/spa.ts';
import { createPipeline } from './jobs/pipeline.ts';
import { createMailer } from './mail/mailer.ts';
import { healthRoutes } from './observability/health.routes.ts';
import { registerHttpMetrics } from './observability/http-metrics.ts';
import { loggerOptions } from './observability/log-redaction.ts';
import { metricsRoutes } from './observability/metrics.routes.ts';
import { reportQueueOf } from './observability/queue-metrics.ts';
import { registerRequestContext, requestIdFor } from './observability/request-context.ts';
import { createFileStorage } from './storage/create-file-storage.ts';

/**
 * Builds the whole server: external plugins, then our plugins (deps, errors), then routes.
 * Migrates the database and creates the first admin before answering anything.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, config.logFormat),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: requestIdFor,
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  acceptEmptyJsonBodies(app);
  registerRequestContext(app);
  registerHttpMetrics(app);

  const db = createDatabase(config.database);
  registerSealingSecret(db, config.sessionSecret);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  await migrateToLatest(db);
  const stopQueueMetrics = reportQueueOf(db);
  app.addHook('preClose', async () => stopQueueMetrics());
  const mailer = createMailer(config, app.log);
  app.addHook('onClose', async () => mailer.close());
  const storage = createFileStorage(config);
  app.addHook('onClose', async () => storage.close());
  const auth = createAuth(config, db, config.database.dialect, mailer, app.log, {
    userDeleted: (userId) => removeAccountFiles(storage, userId, app.log),
  });
  await ensureAdminAccount(auth, db, config, app.log);
  const pipeline = createPipeline({
    db,
    storage,
    log: app.log,
    config: config.pipeline,
  });
  // Workers stop before the database closes.
  app.addHook('preClose', async () => pipeline.stop());
  const deps: AppDeps = {
    config,
    db,
    dialect: config.database.dialect,
    auth,
    mailer,
    pipeline,
    storage,
    signInThrottle: createDatabaseThrottle(
      db,
      'sign-in',
      config.signInThrottle.maxFailures,
      config.signInThrottle.windowMs,
    ),
    authMailThrottle: createDatabaseThrottle(db, 'auth-mail', config.authMailsPerHour, 3_600_000),
  };

  await app.register(
    fastifySwagger,
    swaggerOptions(config.publicUrl, await authOpenApi(auth), config.pipeline.webhookTimeoutMs / 1000),
  );
  const spaFallback = hasWebBuild(config.webDistDir);
  await registerSecurityHeaders(app, {
    publicUrl: config.publicUrl,
    webDistDir: spaFallback ? config.webDistDir : null,
  });
  registerCrossSiteGuard(app, [new URL(config.publicUrl).origin, ...config.trustedOrigins]);
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', ...swaggerUiCsp(config.publicUrl) });
  await app.register(fastifyMultipart, {
    // preservePath: the server must see a client's raw file name to refuse '/' and '..' in it.
    preservePath: true,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
  });
  if (spaFallback) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside its text files (apps/web/scripts/prerender.ts).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  } else {
    app.log.warn(
      { dir: config.webDistDir },
      'web build not found: serving the API only (run `npm run build`)',
    );
  }

  app.decorate('deps', deps);
  app.decorateRequest('sessionData', null);
  registerErrorHandling(app, { spaFallback });

  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(openApiRoutes);
  await app.register(authRoutes);
  await app.register(meRoutes);
  await app.register(accountRoutes);
  await app.register(apiKeysRoutes);
  await app.register(webhooksRoutes);
  await app.register(documentsRoutes);
  await app.register(documentsBulkRoutes);
  await app.register(eventsRoutes);
  await app.register(billingRoutes);
  await app.register(stripeWebhookRoutes);
  await app.register(learningRoutes);
  await app.register(leadsRoutes);
  await app.register(adminRoutes);
  await app.register(documentResultsRoutes);
  await app.register(webhookDeliveriesRoutes);
  await app.register(v3Routes);
  await app.register(tryRoutes);
  if (spaFallback) await app.register(siteRoutes);
  await pipeline.start();
  return app;
}

/**
 * `{}`-less POSTs (sign-out from fetch with a JSON content type) would otherwise fail before better-auth.
 * No route reads plain text, so `text/plain` (a type any site's form may post) is a 415 rather than a string.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
}
