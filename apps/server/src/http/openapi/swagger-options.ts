import { PRODUCT_NAME } from '@docread/contracts';
import type { SwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { AuthOpenApi } from '../../features/auth/auth-openapi.ts';
import { polishDocument } from './polish-document.ts';

/**
 * The OpenAPI 3.1 document: operations from the routes' zod schemas, named components from the schemas
 * that `packages/contracts` registers with an id, the auth calls as better-auth describes them, then
 * polished for client generators.
 */
export function swaggerOptions(
  publicUrl: string,
  auth: AuthOpenApi,
  webhookTimeoutSeconds: number,
): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1.0.0',
        description:
          'The signed-in portal API (cookie session from /api/auth/sign-in/email) and the /v3 API (API key). ' +
          'Errors are RFC 9457 application/problem+json with a stable `code`; failures of the `auth` calls keep ' +
          "better-auth's own code (`INVALID_EMAIL_OR_PASSWORD`, `EMAIL_NOT_VERIFIED`, …).",
      },
      servers: [{ url: publicUrl }],
      tags: [
        { name: 'v3', description: 'Document processing with an API key' },
        { name: 'webhooks', description: 'Events sent to your endpoints, signed per Standard Webhooks' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key `ocr_…` from the portal (/v3 only)',
          },
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'better-auth.session_token',
            description:
              'The portal session set by POST /api/auth/sign-in/email (`__Secure-` prefixed over https)',
          },
          twoFactorCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'better-auth.two_factor',
            description:
              'Set by a sign-in that answered `twoFactorRedirect`, until the second factor is sent',
          },
          metricsToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'The METRICS_TOKEN setting (GET /metrics only)',
          },
        },
      },
    },
    transform: transformRoute,
    transformObject: (input) =>
      polishDocument(withAuth(jsonSchemaTransformObject(input) as Record<string, unknown>, auth), {
        webhookTimeoutSeconds,
      }),
  };
}

type RouteDocument = Parameters<typeof jsonSchemaTransform>[0];

/** A request body declared per media type (`body: { content: { type: { schema } } }`), as Fastify allows. */
function mediaTypeBody(body: unknown): Record<string, { schema: unknown }> | null {
  const content = (body as { content?: unknown } | undefined)?.content;
  return content && typeof content === 'object' ? (content as Record<string, { schema: unknown }>) : null;
}

/**
 * The zod transform of one route, which knows one body schema only: a body declared per media type has
 * each of its schemas transformed on its own, so a client generator sees a JSON body and a multipart body.
 */
function transformRoute(route: RouteDocument): ReturnType<typeof jsonSchemaTransform> {
  const schema = route.schema as Record<string, unknown> | undefined;
  const content = mediaTypeBody(schema?.body);
  if (!schema || !content) return jsonSchemaTransform(route);
  const { body: _perType, ...rest } = schema;
  const transformed = jsonSchemaTransform({ ...route, schema: rest } as RouteDocument);
  const bodyOf = (typeSchema: unknown) =>
    (
      jsonSchemaTransform({ ...route, schema: { body: typeSchema } } as RouteDocument).schema as {
        body: unknown;
      }
    ).body;
  const body = {
    content: Object.fromEntries(
      Object.entries(content).map(([type, entry]) => [type, { schema: bodyOf(entry.schema) }]),
    ),
  };
  return { ...transformed, schema: { ...(transformed.schema as object), body } };
}

/** Adds better-auth's paths and models; a model named like one of ours would silently replace it. */
function withAuth(document: Record<string, unknown>, auth: AuthOpenApi): Record<string, unknown> {
  const components = (document.components ?? {}) as { schemas?: Record<string, unknown> };
  const schemas = components.schemas ?? {};
  for (const name of Object.keys(auth.schemas)) {
    if (name in schemas) throw new Error(`OpenAPI: better-auth's model ${name} has the name of one of ours`);
  }
  return {
    ...document,
    paths: { ...(document.paths as object), ...auth.paths },
    components: { ...components, schemas: { ...schemas, ...auth.schemas } },
  };
}
