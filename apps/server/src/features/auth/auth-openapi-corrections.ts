type Json = Record<string, unknown>;

const nullable = (schema: Json): Json => ({ anyOf: [schema, { type: 'null' }] });

/** A sign-in of an account with two-factor on: no session yet, the code goes to `/two-factor/verify-…`. */
const TWO_FACTOR_CHALLENGE = {
  type: 'object',
  description: 'Two-factor is on: no session yet; send the code to /api/auth/two-factor/verify-totp',
  properties: {
    twoFactorRedirect: { const: true },
    twoFactorMethods: { type: 'array', items: { type: 'string' } },
  },
  required: ['twoFactorRedirect'],
};

/**
 * Where better-auth's generated description (1.7) differs from what its endpoints answer, as
 * test/openapi-auth.test.ts finds by checking a whole portal session against the document. Keyed by
 * `method path` under the auth base path; each takes the 200 answer's schema.
 */
export const SUCCESS_CORRECTIONS: Record<string, (schema: Json) => Json> = {
  // The two-factor plugin answers the sign-in itself; the core endpoint's description does not know it.
  'post /sign-in/email': (schema) => ({ anyOf: [schema, TWO_FACTOR_CHALLENGE] }),
  // Without automatic sign-in after confirmation (ours: an administrator approves first) `user` is null.
  'get /verify-email': (schema) => {
    const properties = (schema.properties ?? {}) as Record<string, Json>;
    return { ...schema, properties: { ...properties, user: nullable(properties.user ?? {}) } };
  },
  // The backup-code sign-in answers `{ token, user }`, without the `session` its description requires.
  'post /two-factor/verify-backup-code': (schema) => ({
    ...schema,
    required: ((schema.required ?? []) as string[]).filter((name) => name !== 'session'),
  }),
};

/**
 * better-auth's models list the fields a row may lack as not required, yet its answers carry them as null
 * (`image`, `banReason`, `impersonatedBy`…): such a field is nullable.
 */
export function withNullableOptionals(model: Json): Json {
  const required = new Set((model.required ?? []) as string[]);
  const properties = Object.fromEntries(
    Object.entries((model.properties ?? {}) as Record<string, Json>).map(([name, property]) => [
      name,
      required.has(name) || typeof property.type !== 'string'
        ? property
        : { ...property, type: [property.type, 'null'] },
    ]),
  );
  return { ...model, properties };
}
