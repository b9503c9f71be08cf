import type { Locale } from '@docread/contracts';
import { useTranslation } from 'react-i18next';
import type { BlogAuthor } from './posts/types.ts';

/** The article's author, from their profile in `content/authors`. */
export function AuthorProfile({ author, locale }: { author: BlogAuthor; locale: Locale }) {
  const { t } = useTranslation('marketing');
  return (
    <aside
      aria-labelledby={`author-${author.id}`}
      className="mt-12 flex gap-4 rounded-xl border border-border bg-card p-5 text-base"
      data-testid="author-profile"
    >
      <span
        aria-hidden="true"
        className="grid size-12 shrink-0 place-items-center rounded-full bg-primary/10 font-bold text-blue-700 dark:text-blue-300"
      >
        {author.initials}
      </span>
      <div>
        <p className="text-xs uppercase tracking-wide text-muted-foreground">{t('blog.post.aboutAuthor')}</p>
        <h2 id={`author-${author.id}`} className="font-semibold">
          <bdi>{author.name[locale]}</bdi>
          <span className="ms-2 text-sm font-normal text-muted-foreground">{author.role[locale]}</span>
        </h2>
        <div
          className="mt-2 text-muted-foreground"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown profile, rendered at build time with raw HTML disabled
          dangerouslySetInnerHTML={{ __html: author.bioHtml[locale] }}
        />
      </div>
    </aside>
  );
}
