import { signUpRequestSchema } from '@docread/contracts';
import { z } from 'zod';
import type { Auth } from './auth.ts';
import { SUCCESS_CORRECTIONS, withNullableOptionals } from './auth-openapi-corrections.ts';

type Json = Record<string, unknown>;

/** The part of better-auth's own OpenAPI description that goes into /api/openapi.json. */
export interface AuthOpenApi {
  paths: Record<string, Json>;
  /** The models (`User`, `Session`) those paths refer to, and the failures' `AuthProblem`. */
  schemas: Record<string, Json>;
}

/**
 * The auth calls the portal makes. better-auth answers more (admin, sessions, social sign-in…) through the
 * catch-all route; the document keeps to the ones a client of this product needs.
 */
const SESSION = [{ sessionCookie: [] }];
/** A second factor is sent either in the sign-in's two-factor challenge (its own cookie) or when enrolling. */
const SECOND_FACTOR = [{ twoFactorCookie: [] }, { sessionCookie: [] }];

/** Each call with its summary and how it is authenticated: `[]` is anonymous, `[{}, …]` optional. */
const PORTAL_CALLS: Record<string, { summary: string; security: unknown[] }> = {
  '/sign-up/email': { summary: 'Create an account (a confirmation e-mail follows)', security: [] },
  '/sign-in/email': { summary: 'Sign in with e-mail and password', security: [] },
  '/sign-out': { summary: 'End the session', security: SESSION },
  '/get-session': { summary: 'The current session and user, or null', security: [{}, ...SESSION] },
  '/verify-email': { summary: "Confirm the account's e-mail address with the mailed token", security: [] },
  '/send-verification-email': { summary: 'Send the confirmation e-mail again', security: [] },
  '/request-password-reset': { summary: 'E-mail a password reset link', security: [] },
  '/reset-password': { summary: 'Set a new password with the mailed token', security: [] },
  '/two-factor/enable': {
    summary: 'Start two-factor enrolment (TOTP secret and backup codes)',
    security: SESSION,
  },
  '/two-factor/disable': { summary: 'Turn two-factor off', security: SESSION },
  '/two-factor/verify-totp': { summary: 'Send an authenticator code', security: SECOND_FACTOR },
  '/two-factor/verify-backup-code': { summary: 'Send a backup code instead', security: SECOND_FACTOR },
};

/**
 * The auth calls' failures: problem documents (auth.routes.ts relays better-auth's errors as such) whose
 * `code` is better-auth's own or one of ours, with better-auth's English `message` (the portal shows it
 * when it has no translation of the code).
 */
const AUTH_PROBLEM = {
  type: 'object',
  description:
    "An RFC 9457 problem document whose `code` is better-auth's own (`INVALID_EMAIL_OR_PASSWORD`, " +
    '`EMAIL_NOT_VERIFIED`, …) or one of ours (`validation_failed`, `rate_limited`).',
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    code: { type: 'string' },
    message: { type: 'string', description: "better-auth's own English message" },
    errors: { type: 'array', items: { $ref: '#/components/schemas/ProblemFieldError' } },
  },
  required: ['type', 'title', 'status', 'code'],
};
const AUTH_PROBLEM_REF = { schema: { $ref: '#/components/schemas/AuthProblem' } };

/** Failures are answered as problem documents, never as better-auth's own JSON. */
function asProblems(responses: Record<string, Json>): Record<string, Json> {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) =>
      Number(status) >= 400
        ? [
            status,
            { description: response.description, content: { 'application/problem+json': AUTH_PROBLEM_REF } },
          ]
        : [status, response],
    ),
  );
}

const MODEL_REF = /^#\/components\/schemas\/(\w+)$/;

/**
 * better-auth's generator writes OpenAPI 3.0's `nullable: true`; the document is 3.1 (JSON Schema), where
 * null is one of the types. Also collects the models the schemas refer to.
 */
function toJsonSchema(value: unknown, models: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => toJsonSchema(item, models));
  if (!value || typeof value !== 'object') return value;
  const { nullable, ...rest } = value as Json;
  const out: Json = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, toJsonSchema(v, models)]));
  const ref = typeof out.$ref === 'string' ? MODEL_REF.exec(out.$ref)?.[1] : undefined;
  if (ref) models.add(ref);
  if (nullable !== true) return out;
  if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'] };
  if (Array.isArray(out.type))
    return out.type.includes('null') ? out : { ...out, type: [...out.type, 'null'] };
  return { anyOf: [out, { type: 'null' }] };
}

/** Our sign-up takes the profile's fields too (auth.routes.ts reads them before better-auth does). */
function withOurSignUpFields(operation: Json): void {
  const body = (operation.requestBody as Json | undefined)?.content as
    | Record<string, { schema?: Json }>
    | undefined;
  const schema = body?.['application/json']?.schema;
  if (!schema) return;
  const ours = z.toJSONSchema(signUpRequestSchema, { io: 'input' }) as { properties: Record<string, Json> };
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  for (const [name, property] of Object.entries(ours.properties)) properties[name] ??= property;
  schema.properties = properties;
}

/** The portal's auth calls from better-auth's own openAPI plugin, under the auth base path, tagged `auth`. */
export async function authOpenApi(auth: Auth): Promise<AuthOpenApi> {
  const generated = (await auth.api.generateOpenAPISchema()) as unknown as {
    paths: Record<string, Record<string, Json>>;
    components: { schemas: Record<string, Json> };
  };
  const basePath = auth.options.basePath ?? '/api/auth';
  const models = new Set<string>();
  const paths: Record<string, Json> = {};
  for (const [call, { summary, security }] of Object.entries(PORTAL_CALLS)) {
    const item = generated.paths[call];
    if (!item) throw new Error(`better-auth no longer describes ${call}`);
    const operations: Json = {};
    for (const [method, operation] of Object.entries(item)) {
      const { security: _theirs, tags: _tags, ...rest } = toJsonSchema(operation, models) as Json;
      if (call === '/sign-up/email') withOurSignUpFields(rest);
      const responses = asProblems((rest.responses ?? {}) as Record<string, Json>);
      const correct = SUCCESS_CORRECTIONS[`${method} ${call}`];
      const success = (responses['200']?.content as Record<string, { schema: Json }> | undefined)?.[
        'application/json'
      ];
      if (correct && success) success.schema = correct(success.schema);
      operations[method] = { ...rest, summary, responses, tags: ['auth'], security };
    }
    paths[`${basePath}${call}`] = operations;
  }
  const schemas: Record<string, Json> = { AuthProblem: AUTH_PROBLEM };
  for (const name of [...models].sort()) {
    const model = generated.components.schemas[name];
    if (!model) throw new Error(`better-auth refers to a model it does not describe: ${name}`);
    schemas[name] = withNullableOptionals(toJsonSchema(model, models) as Json);
  }
  return { paths, schemas };
}
