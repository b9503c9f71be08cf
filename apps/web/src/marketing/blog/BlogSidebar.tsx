import type { Locale } from '@docread/contracts';
import { Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/locale/LocaleLink.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';
import { COMPANY_CONTACT } from '../company.ts';
import type { CategoryFilter } from './blogSelectors.ts';
import { BLOG_CATEGORIES, type BlogCategory, type BlogPost } from './posts/types.ts';

export function BlogSidebar({
  counts,
  total,
  active,
  onCategory,
  recent,
}: {
  counts: Map<BlogCategory, number>;
  total: number;
  active: CategoryFilter;
  onCategory: (category: CategoryFilter) => void;
  recent: BlogPost[];
}) {
  const { t, i18n } = useTranslation('marketing');
  const locale = i18n.language as Locale;
  const entries: Array<[CategoryFilter, number]> = [
    ['all', total],
    ...BLOG_CATEGORIES.filter((c) => counts.has(c)).map((c): [CategoryFilter, number] => [
      c,
      counts.get(c) ?? 0,
    ]),
  ];
  return (
    <aside className="space-y-6">
      <Card className="p-5">
        <h2 className="mb-3 text-lg font-semibold">{t('blog.categoriesTitle')}</h2>
        <ul className="space-y-1">
          {entries.map(([category, count]) => (
            <li key={category}>
              <button
                type="button"
                onClick={() => onCategory(category)}
                aria-pressed={active === category}
                className={cn(
                  'flex w-full items-center justify-between rounded-md px-2 py-1.5 text-sm hover:bg-muted',
                  active === category && 'bg-muted font-semibold text-primary',
                )}
              >
                <span>{category === 'all' ? t('blog.allCategories') : t(`blog.categories.${category}`)}</span>
                <span className="rounded-full bg-muted px-2 text-xs text-muted-foreground">{count}</span>
              </button>
            </li>
          ))}
        </ul>
      </Card>
      <Card className="p-5">
        <h2 className="mb-3 text-lg font-semibold">{t('blog.recentTitle')}</h2>
        <ul className="space-y-3">
          {recent.map((post) => (
            <li key={post.id}>
              <Link to={`/blog/${post.slug}`} className="block text-sm font-medium hover:text-primary">
                {post[locale].title}
              </Link>
              <time dateTime={post.date} className="text-xs text-muted-foreground">
                {post[locale].dateText}
              </time>
            </li>
          ))}
        </ul>
      </Card>
      <NewsletterBox />
    </aside>
  );
}

/** There is no newsletter service yet: subscribing opens an email to us with the address filled in. */
function NewsletterBox() {
  const { t } = useTranslation('marketing');
  const [email, setEmail] = useState('');
  const id = useId();
  const subscribe = (event: FormEvent) => {
    event.preventDefault();
    const subject = encodeURIComponent(t('blog.newsletter.subject'));
    const body = encodeURIComponent(t('blog.newsletter.body', { email }));
    window.location.href = `mailto:${COMPANY_CONTACT.email}?subject=${subject}&body=${body}`;
  };
  return (
    <Card className="bg-primary/5 p-5">
      <Mail aria-hidden="true" className="mb-2 size-6 text-primary" />
      <h2 className="text-lg font-semibold">{t('blog.newsletter.title')}</h2>
      <p className="mb-3 mt-1 text-sm text-muted-foreground">{t('blog.newsletter.text')}</p>
      <form onSubmit={subscribe} className="space-y-2">
        <label htmlFor={id} className="sr-only">
          {t('blog.newsletter.label')}
        </label>
        <Input
          id={id}
          type="email"
          required
          dir="ltr"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t('blog.newsletter.placeholder')}
        />
        <Button type="submit" className="w-full">
          {t('blog.newsletter.button')}
        </Button>
      </form>
      <p className="mt-2 text-xs text-muted-foreground">{t('blog.newsletter.disclaimer')}</p>
    </Card>
  );
}
