import { z } from 'zod';
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

/** `GET /api/billing/usage`: the free trial's standing (the only plan until payments exist). */
export const billingUsageSchema = z
  .object({
    plan: z.literal('free_trial'),
    documentsProcessed: z.number().int(),
    documentLimit: z.number().int(),
    trialStartedAt: z.string(),
    trialEndsAt: z.string(),
    trialDaysLeft: z.number().int(),
    /** The latest plan the user asked for, if any. */
    requestedPlan: planRequestCreatedSchema.nullable(),
  })
  .meta({ id: 'BillingUsage' });
export type BillingUsage = z.infer<typeof billingUsageSchema>;

/** `POST /api/leads` answers only that the lead was received. */
export const leadReceivedSchema = z.object({ ok: z.literal(true) });
