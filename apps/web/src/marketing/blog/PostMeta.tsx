import type { Locale } from '@docread/contracts';
import { Calendar, Clock, Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BlogPost } from './posts/types.ts';

/** Date, read time and views of an article. */
export function PostMeta({ post, className }: { post: BlogPost; className?: string }) {
  const { t, i18n } = useTranslation('marketing');
  const locale = i18n.language as Locale;
  return (
    <ul
      className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground ${className ?? ''}`}
    >
      <li className="inline-flex items-center gap-1">
        <Calendar aria-hidden="true" className="size-3.5" />
        <time dateTime={post.date}>{post[locale].dateText}</time>
      </li>
      <li className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-3.5" />
        {t('blog.minRead', { minutes: post[locale].readMinutes })}
      </li>
      <li className="inline-flex items-center gap-1">
        <Eye aria-hidden="true" className="size-3.5" />
        {t('blog.views', { views: post[locale].viewsText })}
      </li>
    </ul>
  );
}

export function PostAuthor({ post, locale }: { post: BlogPost; locale: Locale }) {
  return (
    <div className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="grid size-9 shrink-0 place-items-center rounded-full bg-primary/10 text-xs font-bold text-blue-700 dark:text-blue-300"
      >
        {post.author.initials}
      </span>
      <span className="text-sm">
        <bdi className="block font-medium">{post.author.name[locale]}</bdi>
        <span className="block text-xs text-muted-foreground">{post.author.role[locale]}</span>
      </span>
    </div>
  );
}
