import type { Plan } from '@docread/contracts';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * A plan's features as the pricing page and the billing screen both list them: one set of texts (the
 * `common` catalogue's), so the portal cannot promise what the public page does not.
 */
export function PlanFeatures({ plan, className }: { plan: Plan; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <ul className={className}>
      {plan.featureKeys.map((key) => (
        <li key={key} className="flex gap-2 text-sm">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" />
          {/* Feature keys come from the shared catalogue, so they are not literal types here. */}
          <span>{t(key as 'plans.features.docs50')}</span>
        </li>
      ))}
    </ul>
  );
}
