import { describe, expect, it } from 'vitest';
import { decideIdempotency, isValidIdempotencyKey, requestFingerprint } from './idempotency.ts';
import { checkQuota } from './quota.ts';
import { decide, windowStartOf } from './rate-limit.ts';

describe('idempotency', () => {
  const fp = requestFingerprint({
    method: 'post',
    path: '/v3/process',
    fields: { b: 1, a: 'x' },
    fileSha256: 'f',
  });
  const answer = { status: 200, headers: { 'content-type': 'application/json' }, body: '{}' };

  it('fingerprints the parsed request regardless of field order', () => {
    expect(
      requestFingerprint({ method: 'POST', path: '/v3/process', fields: { a: 'x', b: 1 }, fileSha256: 'f' }),
    ).toBe(fp);
    expect(
      requestFingerprint({ method: 'POST', path: '/v3/process', fields: { a: 'x', b: 1 }, fileSha256: 'g' }),
    ).not.toBe(fp);
  });

  it('proceeds, replays, refuses a different request, and reports a running one', () => {
    const createdAt = new Date();
    expect(decideIdempotency(undefined, fp)).toEqual({ kind: 'proceed' });
    expect(decideIdempotency({ fingerprint: fp, answer, createdAt }, fp)).toEqual({ kind: 'replay', answer });
    expect(decideIdempotency({ fingerprint: 'other', answer, createdAt }, fp)).toEqual({ kind: 'mismatch' });
    expect(decideIdempotency({ fingerprint: fp, answer: null, createdAt }, fp)).toEqual({
      kind: 'in_progress',
    });
  });

  it('forgets keys after a day', () => {
    const createdAt = new Date('2026-01-01T00:00:00Z');
    expect(
      decideIdempotency({ fingerprint: 'other', answer, createdAt }, fp, new Date('2026-01-02T01:00:00Z')),
    ).toEqual({
      kind: 'proceed',
    });
  });

  it('accepts printable keys up to 255 characters', () => {
    expect(isValidIdempotencyKey('8e03978e-40d5-43e8-bc93-6894a57f9324')).toBe(true);
    expect(isValidIdempotencyKey('')).toBe(false);
    expect(isValidIdempotencyKey('a b')).toBe(false);
    expect(isValidIdempotencyKey('x'.repeat(256))).toBe(false);
  });
});

describe('rate limit decision', () => {
  it('allows the policy, then refuses with Retry-After until the window resets', () => {
    const policy = { limit: 2, windowSeconds: 60 };
    const t0 = 1_020_000;
    const start = windowStartOf(policy, t0);
    expect(start).toBe(1020);
    expect(decide(policy, 1, start, t0).headers).toEqual({
      'ratelimit-policy': '"default";q=2;w=60',
      ratelimit: '"default";r=1;t=60',
    });
    expect(decide(policy, 2, start, t0 + 1000).allowed).toBe(true);
    const refused = decide(policy, 3, start, t0 + 30_000);
    expect(refused.allowed).toBe(false);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.headers.ratelimit).toBe('"default";r=0;t=30');
    expect(windowStartOf(policy, t0 + 60_000)).toBe(1080);
  });
});

describe('quota', () => {
  const created = new Date('2026-03-01T00:00:00Z');
  it('allows the trial its documents during its days', () => {
    expect(
      checkQuota({
        plan: 'trial',
        accountCreatedAt: created,
        used: 9,
        now: new Date('2026-03-05T00:00:00Z'),
      }),
    ).toMatchObject({
      allowed: true,
      remaining: 0,
    });
    expect(
      checkQuota({
        plan: 'trial',
        accountCreatedAt: created,
        used: 10,
        now: new Date('2026-03-05T00:00:00Z'),
      }),
    ).toMatchObject({
      allowed: false,
      reason: 'trial_quota_reached',
    });
    expect(
      checkQuota({
        plan: 'trial',
        accountCreatedAt: created,
        used: 0,
        now: new Date('2026-03-16T00:00:00Z'),
      }),
    ).toMatchObject({
      allowed: false,
      reason: 'trial_expired',
    });
  });

  it('counts paid plans per calendar month, enterprise unlimited', () => {
    const now = new Date('2026-05-20T00:00:00Z');
    const starter = checkQuota({ plan: 'starter', accountCreatedAt: created, used: 50, now });
    expect(starter).toMatchObject({ allowed: false, reason: 'monthly_quota_reached', limit: 50 });
    expect(starter.periodStart.toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect(checkQuota({ plan: 'professional', accountCreatedAt: created, used: 50, now })).toMatchObject({
      allowed: true,
      remaining: 449,
    });
    expect(checkQuota({ plan: 'enterprise', accountCreatedAt: created, used: 1e6, now })).toMatchObject({
      allowed: true,
      limit: null,
    });
  });
});
