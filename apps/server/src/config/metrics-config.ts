import { z } from 'zod';

export interface MetricsConfig {
  /** When set, `GET /metrics` wants `Authorization: Bearer <token>`; unset, it is open like `/healthz`. */
  readonly token: string | null;
  /** Worker processes only: the port of their own `/metrics` and `/healthz` listener; null: none. */
  readonly workerPort: number | null;
}

export const metricsEnvSchema = z.object({
  METRICS_TOKEN: z.string().trim().min(16, { message: 'must be at least 16 characters' }).optional().meta({
    description:
      'When set (16+ characters), `GET /metrics` wants `Authorization: Bearer <token>`; unset, it answers only callers on the same machine that do not come through a proxy.',
    defaultText: '(unset: local only)',
  }),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional().meta({
    description:
      'Worker processes only: serve their own `GET /metrics` and `GET /healthz` on this port (they have no other HTTP).',
    defaultText: '(unset: none)',
  }),
});

export function loadMetricsConfig(
  env: Record<string, string | undefined>,
  invalid: (setting: string, message: string) => Error,
): MetricsConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = metricsEnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid(String(issue.path[0] ?? 'environment'), issue.message);
  }
  return Object.freeze({
    token: parsed.data.METRICS_TOKEN ?? null,
    workerPort: parsed.data.METRICS_PORT ?? null,
  });
}
