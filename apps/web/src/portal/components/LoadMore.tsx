import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';

/** The button under a paged list while older rows remain. */
export function LoadMore({
  list,
}: {
  list: { hasMore: boolean; loadMore: () => void; isLoadingMore: boolean };
}) {
  const { t } = useTranslation('portal');
  if (!list.hasMore) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="outline" onClick={list.loadMore} disabled={list.isLoadingMore}>
        {t('common.loadMore')}
      </Button>
    </div>
  );
}
