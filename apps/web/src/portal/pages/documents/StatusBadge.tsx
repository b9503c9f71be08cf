import type { DocumentStatus } from '@docread/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';

/** Badge colours of the specification: pending default (also the fallback), processing yellow, completed green, failed red. */
export const STATUS_TONE = {
  pending: 'default',
  processing: 'yellow',
  completed: 'green',
  failed: 'red',
} as const satisfies Record<DocumentStatus, string>;

export function StatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation('portal');
  const tone = STATUS_TONE[status] ?? 'default';
  return <Badge tone={tone}>{t(`statuses.${status}`, { defaultValue: status })}</Badge>;
}
