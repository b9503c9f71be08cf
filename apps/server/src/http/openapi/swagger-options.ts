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
export function swaggerOptions(publicUrl: string, auth: AuthOpenApi): SwaggerOptions {
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
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) =>
      polishDocument(withAuth(jsonSchemaTransformObject(input) as Record<string, unknown>, auth)),
  };
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
