/**
 * The one plan catalogue, read by the public pricing page and the billing screen so they cannot disagree.
 * Figures are the billing screen's (specification 2, section 9); names and features are i18n keys.
 */
export type PlanId = 'starter' | 'professional' | 'enterprise';

export interface Plan {
  id: PlanId;
  /** USD per month, billed monthly; null for a custom price. */
  monthlyPrice: number | null;
  /** USD per year, billed annually; null for a custom price. */
  annualPrice: number | null;
  /** Documents per month; null for unlimited. */
  documentsPerMonth: number | null;
  highlighted: boolean;
  featureKeys: readonly string[];
  action: 'signup' | 'contact_sales';
}

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    monthlyPrice: 29,
    annualPrice: 290,
    documentsPerMonth: 50,
    highlighted: false,
    featureKeys: [
      'plans.features.docs50',
      'plans.features.basicOcr',
      'plans.features.excelExport',
      'plans.features.emailSupport',
    ],
    action: 'signup',
  },
  {
    id: 'professional',
    monthlyPrice: 79,
    annualPrice: 790,
    documentsPerMonth: 500,
    highlighted: true,
    featureKeys: [
      'plans.features.docs500',
      'plans.features.advancedOcr',
      'plans.features.allExports',
      'plans.features.apiAccess',
      'plans.features.prioritySupport',
    ],
    action: 'signup',
  },
  {
    id: 'enterprise',
    monthlyPrice: null,
    annualPrice: null,
    documentsPerMonth: null,
    highlighted: false,
    featureKeys: [
      'plans.features.unlimited',
      'plans.features.customModels',
      'plans.features.dedicatedInstance',
      'plans.features.sla',
      'plans.features.whiteLabel',
      'plans.features.support247',
    ],
    action: 'contact_sales',
  },
];

export const FREE_TRIAL = { documents: 10, days: 14 } as const;

/** Whole-percent saving of paying annually instead of twelve monthly payments, computed from the prices. */
export function annualSavingPercent(plan: Pick<Plan, 'monthlyPrice' | 'annualPrice'>): number | null {
  if (plan.monthlyPrice == null || plan.annualPrice == null) return null;
  return Math.round((1 - plan.annualPrice / (plan.monthlyPrice * 12)) * 100);
}

/** The badge shows the best saving among priced plans. */
export function bestAnnualSavingPercent(plans: readonly Plan[] = PLANS): number {
  return Math.max(0, ...plans.map((p) => annualSavingPercent(p) ?? 0));
}
