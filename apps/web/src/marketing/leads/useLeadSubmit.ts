import type { LeadSubmission } from '@docread/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useLocaleNavigate } from '../../app/locale/LocaleLink.tsx';
import { submitLead } from './submitLead.ts';

type FailureKey = 'leads.errors.contact' | 'leads.errors.sales' | 'leads.errors.earlyAccess';

/**
 * Sends a lead; on success a toast and /thank-you, on failure the form's own error toast.
 * The form is not reset on failure, so what was typed stays.
 */
export function useLeadSubmit(failureKey: FailureKey) {
  const { t } = useTranslation(['marketing', 'common']);
  const navigate = useLocaleNavigate();
  return async (body: LeadSubmission) => {
    try {
      await submitLead(body);
    } catch (error) {
      console.error('Lead submission failed', error);
      toast.error(t('common:errors.title'), { description: t(failureKey) });
      return;
    }
    toast.success(t('leads.success.title'), { description: t('leads.success.text') });
    void navigate('/thank-you');
  };
}
