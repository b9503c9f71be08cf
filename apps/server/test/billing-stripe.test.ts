import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser, type TestServer } from '../test-support/start-test-server.ts';
import { type StripeStandIn, startStripeStandIn } from '../test-support/stripe-stand-in.ts';
import { dialectName, http, startServer, uniqueEmail, userIdOf } from './support.ts';

const WEBHOOK_SECRET = 'whsec_test_docread_billing';
const PRICES = {
  STRIPE_PRICE_STARTER_MONTHLY: 'price_starter_monthly',
  STRIPE_PRICE_PROFESSIONAL_MONTHLY: 'price_professional_monthly',
  STRIPE_PRICE_PROFESSIONAL_ANNUAL: 'price_professional_annual',
};
/** The server's settings for Stripe, its API answered by the loopback stand-in. */
const stripeEnv = (stripe: StripeStandIn) => ({
  STRIPE_SECRET_KEY: 'sk_test_docread',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: stripe.url,
  ...PRICES,
});
// Only signs test payloads (generateTestHeaderString); it never calls an API.
const signer = new Stripe('sk_test_signer');

describe(`billing without a payment provider (${dialectName})`, () => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startServer();
    cookie = await createApprovedUser(server, {
      email: uniqueEmail('nopay'),
      password: 'secret-pass-1',
      name: 'No Pay',
    });
  });
  afterAll(() => server?.close());

  it('offers no checkout, and the payment routes do not exist', async () => {
    const usage = await http(server, 'GET', '/api/billing/usage', { cookie });
    expect(usage.body.payments).toEqual({ checkout: [], manage: false });
    const checkout = await http(server, 'POST', '/api/billing/checkout', {
      cookie,
      json: { plan: 'starter', period: 'monthly' },
    });
    expect(checkout.status).toBe(404);
    expect((await http(server, 'POST', '/api/billing/portal', { cookie, json: {} })).status).toBe(404);
    const payload = JSON.stringify({ id: 'evt_x', type: 'checkout.session.completed', data: { object: {} } });
    const hook = await http(server, 'POST', '/api/billing/stripe/webhook', {
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      json: undefined,
    });
    expect(hook.status).toBe(404);
  });
});

describe(`billing with Stripe, against a loopback stand-in (${dialectName})`, () => {
  let server: TestServer;
  let stripe: StripeStandIn;
  let cookie: string;
  let userId: string;
  let email: string;

  /** Posts an event as Stripe would: the exact bytes, signed with the endpoint's secret. */
  const deliver = async (event: Record<string, unknown>, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const res = await fetch(`${server.url}/api/billing/stripe/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
      },
      body: payload,
    });
    return { status: res.status, body: await res.json() };
  };
  const usage = async () => (await http(server, 'GET', '/api/billing/usage', { cookie })).body;
  const planAudit = () =>
    server.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('target_id', '=', userId)
      .where('action', '=', 'billing.plan_changed')
      .orderBy('at')
      .execute();
  const completed = (id: string) => ({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: 'cs_test_1',
        object: 'checkout.session',
        mode: 'subscription',
        payment_status: 'paid',
        client_reference_id: userId,
        customer: 'cus_test_1',
        subscription: 'sub_test_1',
        metadata: { userId, plan: 'professional', period: 'monthly' },
      },
    },
  });
  const subscription = (id: string, type: string, status: string, price: string, sub = 'sub_test_1') => ({
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: sub,
        object: 'subscription',
        customer: 'cus_test_1',
        status,
        items: { object: 'list', data: [{ id: 'si_1', price: { id: price } }] },
        metadata: {},
      },
    },
  });

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    server = await startServer(stripeEnv(stripe));
    email = uniqueEmail('payer');
    cookie = await createApprovedUser(server, { email, password: 'secret-pass-1', name: 'Payer' });
    userId = await userIdOf(server, cookie);
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  it('lists the choices sold online, from the one plan catalogue and the configured prices', async () => {
    expect((await usage()).payments).toEqual({
      checkout: [
        { plan: 'starter', period: 'monthly' },
        { plan: 'professional', period: 'monthly' },
        { plan: 'professional', period: 'annual' },
      ],
      manage: false,
    });
  });

  it('creates a Checkout Session for a sold plan and answers its address; refuses one not sold', async () => {
    const res = await http(server, 'POST', '/api/billing/checkout', {
      cookie,
      json: { plan: 'professional', period: 'monthly' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.url).toMatch(new RegExp(`^${stripe.url}/checkout/cs_test_\\d+$`));
    const call = stripe.calls.at(-1)!;
    expect(call.path).toBe('/v1/checkout/sessions');
    expect(call.authorization).toBe('Bearer sk_test_docread');
    expect(call.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_professional_monthly',
      'line_items[0][quantity]': '1',
      client_reference_id: userId,
      customer_email: email,
      'metadata[plan]': 'professional',
      'subscription_data[metadata][userId]': userId,
    });
    expect(call.form.success_url).toBe(`${server.url}/dashboard/billing?checkout=success`);

    const calls = stripe.calls.length;
    for (const choice of [
      { plan: 'starter', period: 'annual' },
      { plan: 'enterprise', period: 'monthly' },
    ]) {
      const refused = await http(server, 'POST', '/api/billing/checkout', { cookie, json: choice });
      expect(refused.status, JSON.stringify(choice)).toBe(409);
    }
    expect(stripe.calls.length).toBe(calls);
    // No customer yet: nothing to manage.
    expect((await http(server, 'POST', '/api/billing/portal', { cookie, json: {} })).status).toBe(409);
  });

  it('refuses an event whose signature does not match, and changes nothing', async () => {
    const forged = await deliver(completed('evt_forged'), 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect((await usage()).plan).toBe('free_trial');
    const unsigned = await fetch(`${server.url}/api/billing/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(completed('evt_unsigned')),
    });
    expect(unsigned.status).toBe(400);
  });

  it('sets the plan when Checkout completes, once per event id, with an audit entry', async () => {
    expect(await deliver(completed('evt_completed_1'))).toEqual({ status: 200, body: { received: true } });
    const after = await usage();
    expect(after.plan).toBe('professional');
    expect(after.documentLimit).toBe(500);
    expect(after.payments.manage).toBe(true);
    // Stripe delivers at least once: the same event again changes nothing and is not audited twice.
    expect((await deliver(completed('evt_completed_1'))).status).toBe(200);
    const audit = await planAudit();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: 'stripe', target_email: email });
    expect(JSON.parse(audit[0]!.details!)).toMatchObject({ from: 'trial', to: 'professional' });
  });

  it('opens the customer portal for the customer, and checks out again as that customer', async () => {
    const portal = await http(server, 'POST', '/api/billing/portal', { cookie, json: {} });
    expect(portal.status, JSON.stringify(portal.body)).toBe(200);
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(stripe.calls.at(-1)).toMatchObject({
      path: '/v1/billing_portal/sessions',
      form: { customer: 'cus_test_1', return_url: `${server.url}/dashboard/billing` },
    });
    await http(server, 'POST', '/api/billing/checkout', {
      cookie,
      json: { plan: 'starter', period: 'monthly' },
    });
    expect(stripe.calls.at(-1)!.form.customer).toBe('cus_test_1');
    expect(stripe.calls.at(-1)!.form.customer_email).toBeUndefined();
  });

  it('follows the subscription: a plan switched in the portal, then its end', async () => {
    const switched = subscription(
      'evt_sub_updated',
      'customer.subscription.updated',
      'active',
      'price_starter_monthly',
    );
    expect((await deliver(switched)).status).toBe(200);
    expect((await usage()).plan).toBe('starter');
    // An older subscription's end does not undo the current one.
    const old = subscription('evt_old_deleted', 'customer.subscription.deleted', 'canceled', 'x', 'sub_old');
    expect((await deliver(old)).status).toBe(200);
    expect((await usage()).plan).toBe('starter');
    const ended = subscription(
      'evt_sub_deleted',
      'customer.subscription.deleted',
      'canceled',
      'price_starter_monthly',
    );
    expect((await deliver(ended)).status).toBe(200);
    const after = await usage();
    expect(after.plan).toBe('free_trial');
    expect(after.payments.manage).toBe(true);
    expect((await planAudit()).map((a) => JSON.parse(a.details!).to)).toEqual([
      'professional',
      'starter',
      'trial',
    ]);
    const events = await server.db
      .selectFrom('payment_events')
      .select(['id', 'plan'])
      .orderBy('received_at')
      .execute();
    expect(events.map((e) => e.id)).toEqual(
      expect.arrayContaining(['evt_completed_1', 'evt_sub_updated', 'evt_old_deleted', 'evt_sub_deleted']),
    );
  });

  it('cancels the subscription at the provider when the account is deleted', async () => {
    const leaving = uniqueEmail('leaver');
    const leaver = await createApprovedUser(server, {
      email: leaving,
      password: 'secret-pass-1',
      name: 'Leaver',
    });
    const leaverId = await userIdOf(server, leaver);
    const checkout = await http(server, 'POST', '/api/billing/checkout', {
      cookie: leaver,
      json: { plan: 'starter', period: 'monthly' },
    });
    // The customer pays on the stand-in's Checkout page, which delivers the signed event.
    stripe.sendEventsTo(`${server.url}/api/billing/stripe/webhook`, WEBHOOK_SECRET);
    const paid = await fetch(`${checkout.body.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${server.url}/dashboard/billing?checkout=success`);
    const account = await server.db
      .selectFrom('profiles')
      .select(['plan', 'stripe_subscription_id'])
      .where('user_id', '=', leaverId)
      .executeTakeFirstOrThrow();
    expect(account.plan).toBe('starter');

    const deleted = await http(server, 'DELETE', '/api/account', {
      cookie: leaver,
      json: { email: leaving },
    });
    expect(deleted.status).toBe(204);
    expect(stripe.calls.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/v1/subscriptions/${account.stripe_subscription_id}`,
    });
    const gone = await server.db.selectFrom('user').select('id').where('id', '=', leaverId).execute();
    expect(gone).toEqual([]);
  });
});

describe(`account deletion while the payment provider is down (${dialectName})`, () => {
  let server: TestServer;
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    server = await startServer(stripeEnv(stripe));
  });
  afterAll(() => server?.close());

  it('keeps the account and answers 503 when the subscription cannot be cancelled', async () => {
    const email = uniqueEmail('stuck');
    const cookie = await createApprovedUser(server, { email, password: 'secret-pass-1', name: 'Stuck' });
    const userId = await userIdOf(server, cookie);
    await server.db
      .updateTable('profiles')
      .set({ plan: 'starter', stripe_customer_id: 'cus_stuck', stripe_subscription_id: 'sub_stuck' })
      .where('user_id', '=', userId)
      .execute();
    await stripe.close();
    const res = await http(server, 'DELETE', '/api/account', { cookie, json: { email } });
    expect(res.status).toBe(503);
    const kept = await server.db.selectFrom('user').select('id').where('id', '=', userId).execute();
    expect(kept).toHaveLength(1);
  });
});
