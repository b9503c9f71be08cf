import { z } from 'zod';
import { adminAccountSchema, adminAuditEntrySchema, adminUserSchema } from './admin.ts';
import type { PlanId } from './plans.ts';

/** `GET /api/overview`: the dashboard's counts for the signed-in user. */
export const overviewSchema = z
  .object({
    documentsThisMonth: z.number().int(),
    processingNow: z.number().int(),
    apiKeys: z.number().int(),
    webhooks: z.number().int(),
  })
  .meta({ id: 'Overview' });
export type Overview = z.infer<typeof overviewSchema>;

/** `DELETE /api/account`: the user types their e-mail to confirm. */
export const accountDeleteSchema = z.object({
  email: z.string().trim().email({ message: 'validation.emailInvalid' }),
});
export type AccountDelete = z.infer<typeof accountDeleteSchema>;

export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
const PLAN_IDS = ['starter', 'professional', 'enterprise'] as const satisfies readonly PlanId[];

/** `POST /api/billing/plan-request`: a plan button pressed on the billing page. */
export const planRequestSchema = z
  .object({
    plan: z.enum(PLAN_IDS, { message: 'validation.choiceRequired' }),
    period: z.enum(BILLING_PERIODS, { message: 'validation.choiceRequired' }),
  })
  .meta({ id: 'PlanRequest' });
export type PlanRequest = z.infer<typeof planRequestSchema>;

export const planRequestCreatedSchema = planRequestSchema.extend({ createdAt: z.string() });

/** `POST /api/billing/checkout` and `/api/billing/portal`: the payment provider's page to send the browser to. */
export const billingRedirectSchema = z.object({ url: z.string().url() }).meta({ id: 'BillingRedirect' });
export type BillingRedirect = z.infer<typeof billingRedirectSchema>;

/** What the payment provider (when one is configured) offers this account. */
export const billingPaymentsSchema = z
  .object({
    /** The plan and period choices paid for through Checkout; the others stay requests to the team. */
    checkout: z.array(planRequestSchema),
    /** The account has a customer at the provider: invoices, card and cancellation in its portal. */
    manage: z.boolean(),
  })
  .meta({ id: 'BillingPayments' });
export type BillingPayments = z.infer<typeof billingPaymentsSchema>;

/** An account's plan as billing and the admin pages name it. */
export const ACCOUNT_PLANS = ['free_trial', 'starter', 'professional', 'enterprise', 'unlimited'] as const;
export type AccountPlan = (typeof ACCOUNT_PLANS)[number];

/** Pages processed on one day (UTC) from one source: the portal, or one API key (`apiKeyId`). */
export const usageDaySchema = z
  .object({
    date: z.string(),
    source: z.enum(['portal', 'api']),
    apiKeyId: z.string().nullable(),
    pages: z.number().int(),
    documents: z.number().int(),
  })
  .meta({ id: 'UsageDay' });
export type UsageDay = z.infer<typeof usageDaySchema>;

/** `GET /api/billing/usage`: the plan's standing in its current period, and pages per day. */
export const billingUsageSchema = z
  .object({
    plan: z.enum(ACCOUNT_PLANS),
    documentsProcessed: z.number().int(),
    /** Documents allowed in the period; null for no limit. */
    documentLimit: z.number().int().nullable(),
    suspended: z.boolean(),
    periodStart: z.string(),
    /** Null when the period has no end. */
    periodEnd: z.string().nullable(),
    previousPeriodStart: z.string(),
    trialStartedAt: z.string(),
    trialEndsAt: z.string(),
    trialDaysLeft: z.number().int(),
    /** Pages per day and source for the previous and current period, oldest first. */
    daily: z.array(usageDaySchema),
    /** Names of the API keys that `daily` mentions (deleted keys are absent). */
    apiKeys: z.array(z.object({ id: z.string(), name: z.string() })),
    /** The latest plan the user asked for, if any. */
    requestedPlan: planRequestCreatedSchema.nullable(),
    payments: billingPaymentsSchema,
  })
  .meta({ id: 'BillingUsage' });
export type BillingUsage = z.infer<typeof billingUsageSchema>;

/** `POST /api/leads` answers only that the lead was received. */
export const leadReceivedSchema = z.object({ ok: z.literal(true) });

/** A 204 answer's body: none. */
export const noContentSchema = z.undefined();

/** An account's admin page: the user, their plan settings, their usage and what administrators did to them. */
export const adminAccountDetailSchema = z.object({
  user: adminUserSchema,
  account: adminAccountSchema,
  usage: billingUsageSchema,
  audit: z.array(adminAuditEntrySchema),
});
export type AdminAccountDetail = z.infer<typeof adminAccountDetailSchema>;
