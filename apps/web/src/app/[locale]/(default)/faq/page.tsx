import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { FaqJsonLd } from '@/components/ui/faq-list';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { faqContent } from '@/features/help/faq-content';
import { FaqSearch } from '@/features/help/faq-search-client';
import { infoClass } from '@/features/info-pages/classes';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/faq', locale);
}

/** The FAQ of docs/product.md §2: 19 entries by topic, each with its own anchor, searchable in the page. */
export default async function FaqPage({ params }: Props) {
  await pageLocale(params);
  const [t, content] = await Promise.all([getTranslations('help.faq'), faqContent()]);
  const values = { brand: BRAND.name, email: BRAND.supportEmail };

  return (
    <>
      <Breadcrumbs items={[{ label: t('breadcrumb'), path: '/faq' }]} />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead', values)} />

      <div className="mx-auto max-w-3xl px-4 pb-16">
        <FaqSearch groups={content.groups} labels={content.labels} />
      </div>

      <Section id="contact" tone="dark" title={t('contact.title')} lead={t('contact.text', values)}>
        <div className="flex flex-wrap gap-3">
          <Link href="/contact-us" className={buttonClass.inverted}>
            {t('contact.cta')}
          </Link>
          <a href={`mailto:${BRAND.supportEmail}`} className={infoClass.outlineOnDark}>
            {t('contact.email', values)}
          </a>
        </div>
      </Section>

      <FaqJsonLd items={content.questions} />
    </>
  );
}
