import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApprovedUser,
  startTestServer,
  type TestServer,
} from '../apps/server/test-support/start-test-server.ts';
import { type StripeStandIn, startStripeStandIn } from '../apps/server/test-support/stripe-stand-in.ts';
import { axeViolations, signedInContext, toastsShown } from './browser.ts';
import { launchBrowser } from './chromium.ts';

/**
 * Paying for a plan in the real browser, in both languages: the billing page sends the customer to the
 * payment provider's Checkout (a loopback stand-in for Stripe's API and Checkout page), paying there
 * delivers the signed `checkout.session.completed` event to the server, and back on the billing page the
 * new plan shows. Deleting the account afterwards cancels the subscription at the provider.
 */

const WEBHOOK_SECRET = 'whsec_test_docread_browser';
let server: TestServer;
let stripe: StripeStandIn;
let browser: Browser;

async function customer(
  label: string,
  locale: 'en' | 'he',
): Promise<{ context: BrowserContext; email: string }> {
  const email = `${label.toLowerCase()}.${Date.now().toString(36)}@example.com`;
  const cookie = await createApprovedUser(server, { email, password: 'secret-pass-1', name: label });
  return { context: await signedInContext(browser, server.url, cookie, locale), email };
}

/** Clicks the plan's button, pays on the stand-in's Checkout page and waits to be back on billing. */
async function payFor(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(`${stripe.url}/checkout/**`);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(`${server.url}/dashboard/billing**`);
}

beforeAll(async () => {
  stripe = await startStripeStandIn();
  server = await startTestServer({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_docread_browser',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      STRIPE_PRICE_STARTER_MONTHLY: 'price_starter_monthly',
      STRIPE_PRICE_PROFESSIONAL_MONTHLY: 'price_professional_monthly',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  });
  stripe.sendEventsTo(`${server.url}/api/billing/stripe/webhook`, WEBHOOK_SECRET);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await stripe?.close();
});

describe('paying for a plan through the payment provider', () => {
  it('upgrades from the billing page, and deleting the account cancels the subscription (English)', async () => {
    const { context, email } = await customer('Payer', 'en');
    const page = await context.newPage();
    await page.goto('/dashboard/billing');
    await expect
      .poll(() => page.getByTestId('current-plan').textContent(), { timeout: 15_000 })
      .toBe('Free Trial');
    expect(await axeViolations(page, 'billing en')).toEqual([]);

    await payFor(page, 'Subscribe to Professional');
    await page.getByText('Thank you: payment received').waitFor();
    await expect
      .poll(() => page.getByTestId('current-plan').textContent(), { timeout: 15_000 })
      .toBe('Professional');
    await page.getByRole('button', { name: 'Your current plan' }).waitFor();
    await page.getByRole('button', { name: 'Manage billing' }).waitFor();
    await toastsShown(page);
    expect(await axeViolations(page, 'billing en, paid')).toEqual([]);

    await page.goto('/dashboard/settings');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(`Type your email address (${email}) to confirm`).fill(email);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const cancel = stripe.calls.find((c) => c.method === 'DELETE');
    expect(cancel?.path).toMatch(/^\/v1\/subscriptions\/sub_stand_in_cs_test_\d+$/);
    await context.close();
  });

  it('upgrades from the Hebrew billing page, right to left', async () => {
    const { context } = await customer('Dana', 'he');
    const page = await context.newPage();
    await page.goto('/dashboard/billing');
    await expect
      .poll(() => page.getByTestId('current-plan').textContent(), { timeout: 15_000 })
      .toBe('תקופת ניסיון');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await axeViolations(page, 'billing he')).toEqual([]);

    await payFor(page, 'הצטרפות לתוכנית Starter');
    await page.getByText('תודה: התשלום התקבל').waitFor();
    await expect
      .poll(() => page.getByTestId('current-plan').textContent(), { timeout: 15_000 })
      .toBe('Starter');
    await page.getByRole('button', { name: 'התוכנית הנוכחית שלך' }).waitFor();
    await toastsShown(page);
    expect(await axeViolations(page, 'billing he, paid')).toEqual([]);
    await context.close();
  });
});
