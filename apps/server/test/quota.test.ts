import { FREE_TRIAL, validationMessages } from '@docread/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser, signIn, type TestServer } from '../test-support/start-test-server.ts';
import { PNG, uploadParts } from './fixtures.ts';
import { createApiKey } from './pipeline-support.ts';
import { dialectName, http, startServer, uniqueEmail, upload, userIdOf } from './support.ts';
import { addUsage } from './usage-support.ts';

const DAY_MS = 86_400_000;

describe(`free-trial limit on portal uploads and /v3 (${dialectName})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  /** Documents the user already used, as the usage ledger records them (the limit counts the ledger). */
  const addDocuments = (userId: string, count: number, createdAt = new Date()) =>
    addUsage(server.db, userId, count, { createdAt });

  const countDocuments = async (userId: string) =>
    (await server.db.selectFrom('documents').select('id').where('user_id', '=', userId).execute()).length;

  const png = (name: string) => uploadParts({ filename: `${name}.png`, type: 'image/png', data: PNG });

  async function newUser(label: string) {
    const cookie = await createApprovedUser(server, {
      email: uniqueEmail(label),
      password: 'secret-pass-1',
      name: `Quota ${label}`,
    });
    return { cookie, userId: await userIdOf(server, cookie) };
  }

  it(`allows ${FREE_TRIAL.documents} documents in the trial and refuses the next with 402 quota_exceeded`, async () => {
    const { cookie, userId } = await newUser('trial');
    await addDocuments(userId, FREE_TRIAL.documents - 1);
    const last = await upload(server, cookie, png('tenth'));
    expect(last.status).toBe(201);

    const refused = await upload(server, cookie, png('eleventh'));
    expect(refused.status).toBe(402);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(refused.body).toMatchObject({
      status: 402,
      code: 'quota_exceeded',
      errors: [
        {
          path: 'file',
          messageKey: 'validation.quotaTrialUsed',
          message: validationMessages.en['validation.quotaTrialUsed'],
        },
      ],
    });
    expect(validationMessages.he['validation.quotaTrialUsed']).toMatch(/[\u0590-\u05FF]/);
    expect(await countDocuments(userId)).toBe(1);

    const usage = await http(server, 'GET', '/api/billing/usage', { cookie });
    expect(usage.body.documentsProcessed).toBe(FREE_TRIAL.documents);
  });

  it(`refuses uploads once the ${FREE_TRIAL.days}-day trial has ended, on the portal and on /v3 alike`, async () => {
    const { cookie, userId } = await newUser('expired');
    const key = await createApiKey(server, cookie);
    const started = new Date(Date.now() - (FREE_TRIAL.days * DAY_MS + 60_000));
    await server.db
      .updateTable('user')
      .set({ createdAt: started.toISOString() })
      .where('id', '=', userId)
      .execute();

    const portal = await upload(server, cookie, png('late'));
    expect(portal.status).toBe(402);
    expect(portal.body.code).toBe('quota_exceeded');
    expect(portal.body.errors[0].messageKey).toBe('validation.quotaTrialEnded');

    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'late.png');
    const api = await http(server, 'POST', '/v3/process/async', {
      headers: { authorization: `Bearer ${key}` },
      form,
    });
    expect(api.status).toBe(402);
    expect(api.body.code).toBe('quota_exceeded');
    expect(api.body.errors[0].messageKey).toBe('validation.quotaTrialEnded');
    expect(await countDocuments(userId)).toBe(0);
  });

  it('lets an account with an approved plan go past the trial, within the plan', async () => {
    const { cookie, userId } = await newUser('planned');
    await addDocuments(userId, FREE_TRIAL.documents);
    expect((await upload(server, cookie, png('over'))).status).toBe(402);

    await server.db.updateTable('profiles').set({ plan: 'starter' }).where('user_id', '=', userId).execute();
    expect((await upload(server, cookie, png('on-plan'))).status).toBe(201);

    await addDocuments(userId, 50);
    const monthly = await upload(server, cookie, png('month-over'));
    expect(monthly.status).toBe(402);
    expect(monthly.body.errors[0].messageKey).toBe('validation.quotaMonthlyUsed');
  });

  it('does not limit administrators', async () => {
    const admin = await signIn(server, server.admin.email, server.admin.password);
    const adminId = await userIdOf(server, admin);
    await addDocuments(adminId, FREE_TRIAL.documents + 5, new Date());
    await server.db
      .updateTable('user')
      .set({ createdAt: new Date(Date.now() - 365 * DAY_MS).toISOString() })
      .where('id', '=', adminId)
      .execute();
    const answer = await upload(server, admin, png('admin'));
    expect(answer.status).toBe(201);
  });
});
