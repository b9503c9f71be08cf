import { useTranslation } from 'react-i18next';

/** Reading is considered complete from this percentage. */
export const COMPLETE_AT_PERCENT = 98;

export function ReadingProgress({ percent }: { percent: number }) {
  const { t } = useTranslation('marketing');
  const complete = percent >= COMPLETE_AT_PERCENT;
  return (
    <div
      data-testid="reading-progress"
      className="fixed bottom-4 end-4 z-30 flex items-center gap-2 rounded-full border border-border bg-card px-4 py-2 text-sm font-medium shadow-lg"
    >
      <span
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('blog.post.progress', { percent })}
        className="relative h-1.5 w-16 overflow-hidden rounded-full bg-muted"
      >
        <span className="absolute inset-y-0 start-0 bg-primary" style={{ width: `${percent}%` }} />
      </span>
      <span aria-live="polite">
        {complete ? t('blog.post.complete') : t('blog.post.progress', { percent })}
      </span>
    </div>
  );
}
