import { PLANS, type Plan } from '@docread/contracts';
import { SITE_ORIGIN_TOKEN } from '../../../app/head/head-tags.ts';

/**
 * schema.org SoftwareApplication with one Offer per priced plan, from the same `PLANS` the pricing and
 * billing screens show (USD per month; the custom-priced plan has no offer).
 */
export function productJsonLd(input: {
  brand: string;
  description: string;
  path: string;
  planName: (plan: Plan) => string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: input.brand,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    description: input.description,
    url: `${SITE_ORIGIN_TOKEN}${input.path}`,
    offers: PLANS.filter((plan) => plan.monthlyPrice !== null).map((plan) => ({
      '@type': 'Offer',
      name: input.planName(plan),
      price: plan.monthlyPrice,
      priceCurrency: 'USD',
      url: `${SITE_ORIGIN_TOKEN}${input.path}`,
    })),
  };
}
