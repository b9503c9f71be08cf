import {
  BadgeCheck,
  Banknote,
  BookUser,
  Braces,
  Building2,
  Cpu,
  FileJson,
  FileSignature,
  FileText,
  Gauge,
  GraduationCap,
  HeartPulse,
  IdCard,
  Landmark,
  Languages,
  ListChecks,
  type LucideIcon,
  MessageCircle,
  Quote,
  Receipt,
  Scale,
  ScrollText,
  ShieldCheck,
  ShoppingCart,
  Stethoscope,
  Truck,
  Upload,
  UserCheck,
  Webhook,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HydrateNearViewport } from '../../app/hydration/HydrateNearViewport.tsx';
import { Link } from '../../app/locale/LocaleLink.tsx';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { Card } from '../../components/ui/card.tsx';
import { nearViewport } from '../../lib/near-viewport.ts';
import { CtaBand, CtaLink } from '../components/CtaBand.tsx';
import { IconCard } from '../components/IconCard.tsx';
import { LinkButton } from '../components/LinkButton.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';

const PLAYGROUND_ID = 'home-playground';

// Its own chunk, loaded when a reader scrolls near it: the home page's first load carries only the page.
// Until then the prerendered playground stays on screen as the server drew it.
const Playground = lazy(async () => {
  await nearViewport(PLAYGROUND_ID);
  return { default: (await import('../try/Playground.tsx')).Playground };
});

const WHY_ICONS: LucideIcon[] = [Languages, Braces, UserCheck, ShieldCheck];
const STEP_ICONS: LucideIcon[] = [Upload, Cpu, FileJson];
const DOC_ICONS: LucideIcon[] = [
  FileText,
  Receipt,
  IdCard,
  BookUser,
  Banknote,
  FileSignature,
  ScrollText,
  Stethoscope,
];
const INDUSTRY_ICONS: LucideIcon[] = [
  Landmark,
  HeartPulse,
  Building2,
  GraduationCap,
  Scale,
  Truck,
  ShoppingCart,
];
const ADVANTAGE_ICONS: LucideIcon[] = [Gauge, Webhook, ListChecks, MessageCircle];

export function HomePage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('home.meta.title'), t('home.meta.description'));
  return (
    <>
      <PageHero badge={t('home.hero.badge')} title={t('home.hero.title')} subtitle={t('home.hero.subtitle')}>
        <LinkButton to="/dashboard" arrow>
          {t('home.hero.primary')}
        </LinkButton>
        <LinkButton to="/contact" variant="outline">
          {t('home.hero.secondary')}
        </LinkButton>
      </PageHero>

      <section aria-label={t('home.hero.badge')} className="border-b border-border px-4 py-10 sm:px-6">
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 md:grid-cols-4">
          {t('home.stats', { returnObjects: true }).map((stat) => (
            <div key={stat.label} className="text-center">
              <dt className="sr-only">{stat.label}</dt>
              <dd className="text-4xl font-bold text-primary">{stat.value}</dd>
              <dd className="mt-1 text-sm text-muted-foreground">{stat.label}</dd>
            </div>
          ))}
        </dl>
      </section>

      <HydrateNearViewport>
        <Section title={t('home.why.title')} lead={t('home.why.lead')}>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {t('home.why.items', { returnObjects: true }).map((item, i) => (
              <IconCard key={item.title} icon={WHY_ICONS[i] ?? BadgeCheck} title={item.title}>
                {item.text}
              </IconCard>
            ))}
          </div>
        </Section>
      </HydrateNearViewport>

      <Section title={t('home.demo.title')} lead={t('home.demo.text')} className="bg-muted/40">
        <div id={PLAYGROUND_ID}>
          <Suspense fallback={null}>
            <Playground />
          </Suspense>
        </div>
        <p className="mt-6 text-center">
          <Link to="/try" className="font-medium text-primary hover:underline">
            {t('home.demo.link')}
          </Link>
        </p>
      </Section>

      <HydrateNearViewport>
        <Section title={t('home.steps.title')} lead={t('home.steps.lead')}>
          <ol className="grid gap-6 md:grid-cols-3">
            {t('home.steps.items', { returnObjects: true }).map((step, i) => {
              const Icon = STEP_ICONS[i] ?? Cpu;
              return (
                <li key={step.title}>
                  <Card className="h-full">
                    <div className="mb-4 flex items-center gap-3">
                      <span className="grid size-9 place-items-center rounded-full bg-primary font-bold text-primary-foreground">
                        {i + 1}
                      </span>
                      <Icon aria-hidden="true" className="size-6 text-primary" />
                    </div>
                    <h3 className="mb-2 text-lg font-semibold">{step.title}</h3>
                    <p className="text-sm text-muted-foreground">{step.text}</p>
                  </Card>
                </li>
              );
            })}
          </ol>
        </Section>
      </HydrateNearViewport>

      <HydrateNearViewport>
        <Section title={t('home.docTypes.title')} lead={t('home.docTypes.lead')} className="bg-muted/40">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {t('home.docTypes.items', { returnObjects: true }).map((doc, i) => (
              <IconCard key={doc.name} icon={DOC_ICONS[i] ?? FileText} title={doc.name}>
                {doc.text}
              </IconCard>
            ))}
          </div>
        </Section>
      </HydrateNearViewport>

      <HydrateNearViewport>
        <Section title={t('home.industries.title')} lead={t('home.industries.lead')}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {t('home.industries.items', { returnObjects: true }).map((industry, i) => {
              const Icon = INDUSTRY_ICONS[i] ?? Building2;
              return (
                <li key={industry.name} className="flex gap-3 rounded-xl border border-border p-4">
                  <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  <div>
                    <h3 className="font-semibold">{industry.name}</h3>
                    <p className="text-sm text-muted-foreground">{industry.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </Section>
      </HydrateNearViewport>

      <HydrateNearViewport>
        <Section title={t('home.testimonials.title')} className="bg-muted/40">
          <div className="grid gap-6 md:grid-cols-2">
            {t('home.testimonials.items', { returnObjects: true }).map((item) => (
              <figure key={item.name} className="rounded-xl border border-border bg-card p-6">
                <Quote aria-hidden="true" className="rtl-flip mb-3 size-6 text-primary" />
                <blockquote className="text-lg">{item.quote}</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold">{item.name}</span>
                  <span className="text-muted-foreground"> · {item.role}</span>
                  <span className="mt-1 block text-xs text-muted-foreground">{t('shared.illustrative')}</span>
                </figcaption>
              </figure>
            ))}
          </div>
        </Section>
      </HydrateNearViewport>

      <HydrateNearViewport>
        <Section title={t('home.advantages.title')}>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {t('home.advantages.items', { returnObjects: true }).map((item, i) => (
              <IconCard key={item.title} icon={ADVANTAGE_ICONS[i] ?? BadgeCheck} title={item.title}>
                {item.text}
              </IconCard>
            ))}
          </div>
        </Section>
      </HydrateNearViewport>

      <HydrateNearViewport>
        <CtaBand title={t('home.cta.title')} text={t('home.cta.text')}>
          <CtaLink to="/dashboard" tone="solid">
            {t('home.cta.primary')}
          </CtaLink>
          <CtaLink to="/contact-sales" tone="outline">
            {t('home.cta.secondary')}
          </CtaLink>
        </CtaBand>
      </HydrateNearViewport>
    </>
  );
}
