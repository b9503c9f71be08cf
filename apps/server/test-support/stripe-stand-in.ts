import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One call the `stripe` client made: its path, form fields (`a[b][0]` keys as sent) and authorization. */
export interface StripeCall {
  method: string;
  path: string;
  form: Record<string, string>;
  authorization: string | undefined;
}

export interface StripeStandIn {
  /** `http://127.0.0.1:<port>`, for STRIPE_API_URL. */
  url: string;
  calls: StripeCall[];
  /** Where a paid checkout sends its signed `checkout.session.completed` event (the server's webhook). */
  sendEventsTo(webhookUrl: string, secret: string): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

// Only signs events (generateTestHeaderString); it never calls an API.
const signer = new Stripe('sk_test_stand_in_signer');

/**
 * A loopback stand-in for the Stripe API calls the server makes (Checkout Session, customer portal session,
 * cancelling a subscription: once, then Stripe's `resource_missing`), answering as Stripe documents them and keeping what was asked so tests can
 * check it; anything else answers Stripe's 404 error shape. Its Checkout page is served here too: a browser
 * sent to a session's `url` sees a Pay button, and paying sends the signed `checkout.session.completed`
 * event to the webhook given to `sendEventsTo` before going back to the session's `success_url`, as Stripe
 * does.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const calls: StripeCall[] = [];
  const sessions = new Map<string, Record<string, string>>();
  const cancelled = new Set<string>();
  let webhook: { url: string; secret: string } | null = null;
  let requests = 0;
  let url = '';

  async function pay(id: string, response: ServerResponse) {
    const form = sessions.get(id);
    if (!form || !webhook) return page(response, 404, '<h1>No such checkout</h1>');
    const customer = form.customer ?? `cus_stand_in_${id}`;
    const subscription = `sub_stand_in_${id}`;
    const metadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(form)) {
      const name = /^metadata\[(\w+)\]$/.exec(key)?.[1];
      if (name) metadata[name] = value;
    }
    const payload = JSON.stringify({
      id: `evt_stand_in_${id}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id,
          object: 'checkout.session',
          mode: form.mode,
          payment_status: 'paid',
          client_reference_id: form.client_reference_id ?? null,
          customer,
          subscription,
          metadata,
        },
      },
    });
    const delivered = await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: webhook.secret }),
      },
      body: payload,
    });
    if (!delivered.ok) return page(response, 502, `<h1>The webhook answered ${delivered.status}</h1>`);
    response.writeHead(303, { location: form.success_url ?? '/' });
    response.end();
  }

  const server = createServer(async (request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    requests += 1;
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests}` });
      response.end(JSON.stringify(body));
    };
    const checkoutPage = /^\/checkout\/(cs_test_\d+)(\/pay)?$/.exec(path);
    if (checkoutPage) {
      const id = checkoutPage[1]!;
      if (request.method === 'POST' && checkoutPage[2]) return pay(id, response);
      return page(
        response,
        sessions.has(id) ? 200 : 404,
        `<h1>Stand-in checkout</h1><form method="post" action="/checkout/${id}/pay"><button>Pay</button></form>`,
      );
    }
    calls.push({ method: request.method ?? '', path, form, authorization: request.headers.authorization });
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${requests}`;
      sessions.set(id, form);
      return answer(200, {
        id,
        object: 'checkout.session',
        mode: form.mode,
        client_reference_id: form.client_reference_id ?? null,
        url: `${url}/checkout/${id}`,
      });
    }
    if (request.method === 'POST' && path === '/v1/billing_portal/sessions')
      return answer(200, {
        id: `bps_${requests}`,
        object: 'billing_portal.session',
        customer: form.customer,
        return_url: form.return_url,
        url: `https://billing.stripe.test/p/session/bps_${requests}`,
      });
    const cancel = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    if (request.method === 'DELETE' && cancel && !cancelled.has(cancel[1]!)) {
      cancelled.add(cancel[1]!);
      return answer(200, { id: cancel[1], object: 'subscription', status: 'canceled' });
    }
    if (request.method === 'DELETE' && cancel)
      return answer(404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such subscription: '${cancel[1]}'`,
        },
      });
    return answer(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    sendEventsTo(webhookUrl, secret) {
      webhook = { url: webhookUrl, secret };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function page(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="en"><title>Stand-in checkout</title><main>${body}</main></html>`);
}
