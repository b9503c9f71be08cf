import { z } from 'zod';

/** Connection settings of an S3-compatible object store; null everywhere means files stay on local disk. */
export interface ObjectStoreConfig {
  readonly bucket: string;
  readonly region: string;
  /** Null: the AWS endpoint for the region. */
  readonly endpoint: string | null;
  /** `http://host/bucket/key` instead of `http://bucket.host/key`; most self-hosted stores need it. */
  readonly forcePathStyle: boolean;
  /** Null: the SDK's own chain (environment, instance role, …). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | null;
}

export const s3EnvSchema = z.object({
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      message: 'must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)',
    })
    .optional()
    .meta({
      description:
        'Keep uploaded files in this bucket of an S3-compatible object store instead of `DATA_DIR/uploads` (the bucket must exist). Move existing files with `npm run storage:migrate`.',
      defaultText: '(unset: local disk)',
    }),
  S3_REGION: z.string().trim().min(1).default('us-east-1').meta({ description: "The bucket's region." }),
  S3_ENDPOINT: z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return ['http:', 'https:'].includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      { message: 'must be a URL starting with http:// or https://' },
    )
    .optional()
    .meta({
      description:
        "The store's address for a self-hosted or other S3-compatible store, e.g. `http://minio:9000`.",
      defaultText: '(AWS)',
    }),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional().meta({
    description:
      "Access key; set together with `S3_SECRET_ACCESS_KEY`, or leave both unset to use the environment's or the machine role's credentials.",
    defaultText: '(SDK default chain)',
  }),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .min(1)
    .optional()
    .meta({ description: 'Secret of that access key.', defaultText: '(SDK default chain)' }),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .transform((v) => v === 'true' || v === '1' || v === 'yes')
    .optional()
    .meta({
      description:
        'Address objects as `endpoint/bucket/key` (most self-hosted stores) instead of `bucket.endpoint/key`.',
      defaultText: '`true` with `S3_ENDPOINT`, else `false`',
    }),
});

/**
 * The object store is chosen by `S3_BUCKET`; the other `S3_` settings without a bucket are a mistake worth
 * stopping for, since files would silently go to local disk.
 */
export function loadObjectStoreConfig(
  env: Record<string, string | undefined>,
  invalid: (setting: string, message: string) => Error,
): ObjectStoreConfig | null {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = s3EnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid(String(issue.path[0] ?? 'environment'), issue.message);
  }
  const s = parsed.data;
  if (!s.S3_BUCKET) {
    const stray = Object.keys(present).find((k) => k.startsWith('S3_') && k !== 'S3_REGION');
    if (stray) throw invalid('S3_BUCKET', `must be set when ${stray} is`);
    return null;
  }
  if (Boolean(s.S3_ACCESS_KEY_ID) !== Boolean(s.S3_SECRET_ACCESS_KEY)) {
    throw invalid(
      s.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      'must be set together with its pair',
    );
  }
  return Object.freeze({
    bucket: s.S3_BUCKET,
    region: s.S3_REGION,
    endpoint: s.S3_ENDPOINT?.replace(/\/+$/, '') ?? null,
    // A custom endpoint is nearly always a self-hosted store that has no per-bucket host names.
    forcePathStyle: s.S3_FORCE_PATH_STYLE ?? Boolean(s.S3_ENDPOINT),
    credentials:
      s.S3_ACCESS_KEY_ID && s.S3_SECRET_ACCESS_KEY
        ? Object.freeze({ accessKeyId: s.S3_ACCESS_KEY_ID, secretAccessKey: s.S3_SECRET_ACCESS_KEY })
        : null,
  });
}
