import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** A field people never see or reach; bots that fill every input reveal themselves (`website` must stay empty). */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn<'website'> }) {
  const { t } = useTranslation('marketing');
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] top-auto size-px overflow-hidden">
      <label>
        {t('leads.honeypot')}
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
