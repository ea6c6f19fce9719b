import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { StaticHtml } from '@/components/static-html';
import { buttonClass } from '@/components/ui/button';
import { PageFaq } from '@/components/ui/page-faq';
import { Section } from '@/components/ui/section';
import { SuggestedDownload } from '@/features/download/suggested-download';
import { NumberedList } from '@/features/info-pages/lists';
import { TryCta } from '@/features/product-features/try-cta';
import { Link } from '@/i18n/navigation';
import { USE_CASES, type UseCaseSlug } from '@/site/routes';
import { UseCaseIcon } from './use-case-icon';
import { USE_CASE_ORDER, hasServicePages, serviceName } from './use-cases';

/**
 * Sections the hub, family and service pages share: cards, steps and the links to other uses. What
 * never changes in the browser is wrapped in StaticHtml (one element for React, docs/decisions/023);
 * the suggested download is the one live part.
 */

const brand = { brand: BRAND.name };
const ONE_TO_THREE = ['1', '2', '3'] as const;

/** The six families as cards: drawing, name, one line, and the services each covers. */
export async function FamilyCards({ except }: { except?: UseCaseSlug }) {
  const [t, tLabels] = await Promise.all([getTranslations('useCases'), getTranslations('layout.useCases')]);
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {USE_CASE_ORDER.filter(([slug]) => slug !== except).map(([slug, label]) => (
        <li key={slug}>
          <Link
            href={`/InternetAccess/${slug}`}
            className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 transition-colors hover:border-brand-600 hover:bg-brand-50"
          >
            <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-white">
              <UseCaseIcon slug={slug} />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900 group-hover:text-brand-700">{tLabels(label)}</h3>
            <p className="mt-2 text-slate-700">{t(`families.${slug}.card`, brand)}</p>
            <p className="mt-3 text-sm text-slate-600">
              {USE_CASES[slug].map((service) => serviceName(service, (key) => t(key), slug)).join(' · ')}
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A family's services with pages of their own, as cards linking to them. */
export async function ServiceCards({ slug, except }: { slug: UseCaseSlug; except?: string }) {
  const t = await getTranslations('useCases');
  if (!hasServicePages(slug)) return null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {USE_CASES[slug]
        .filter((service) => service !== except)
        .map((service) => {
          const name = serviceName(service, (key) => t(key), slug);
          return (
            <li key={service}>
              <Link
                href={`/InternetAccess/${slug}/${service}`}
                className="group flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 transition-colors hover:border-brand-600 hover:bg-brand-50"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-900 text-white">
                  <UseCaseIcon slug={slug} className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-slate-900 group-hover:text-brand-700">{name}</span>
                  <span className="mt-1 block text-slate-700">{t(`services.${slug}.${service}.card`, brand)}</span>
                </span>
              </Link>
            </li>
          );
        })}
    </ul>
  );
}

/**
 * How a family or service page ends: what a VPN does not do for it (with the note on the services'
 * terms), the family's three steps, the page's questions with FAQPage data, the other uses and the
 * call to try. `page` is the page's key in the useCases catalog (families.… or services.….…).
 */
export async function UseCaseClosing({ page, slug, service }: { page: string; slug: UseCaseSlug; service?: string }) {
  const t = await getTranslations('useCases');
  return (
    <>
      <StaticHtml>
        <Section id="limits" title={t(`${page}.limits.title`, brand)}>
          <div className="max-w-3xl space-y-4 text-lg text-slate-700">
            <p>{t(`${page}.limits.text`, brand)}</p>
            <p className="text-base text-slate-600">{t('common.termsNote', brand)}</p>
          </div>
        </Section>
      </StaticHtml>
      <UseCaseSteps slug={slug} />
      <PageFaq
        title={t('common.faq')}
        items={ONE_TO_THREE.map((n) => ({ question: t(`${page}.faq.${n}.question`, brand), answer: t(`${page}.faq.${n}.answer`, brand) }))}
      />
      <OtherUses slug={slug} service={service} />
      <TryCta id={service === undefined ? 'use-case-cta' : 'service-cta'} />
    </>
  );
}

/** The family's three steps, with the download for the visitor's device. */
async function UseCaseSteps({ slug }: { slug: UseCaseSlug }) {
  const t = await getTranslations('useCases');
  return (
    <Section id="steps" tone="muted" title={t('common.steps')}>
      <StaticHtml>
        <NumberedList
          items={ONE_TO_THREE.map((n) => (
            <>
              <strong className="block text-slate-900">{t(`families.${slug}.steps.${n}.title`, brand)}</strong>
              {t(`families.${slug}.steps.${n}.text`, brand)}
            </>
          ))}
        />
      </StaticHtml>
      <div className="mt-8 flex flex-wrap gap-3">
        <SuggestedDownload className={buttonClass.primary} />
      </div>
    </Section>
  );
}

/** Links to the other families (and, on a service page, to the other services of its family). */
async function OtherUses({ slug, service }: { slug: UseCaseSlug; service?: string }) {
  const [t, tLabels] = await Promise.all([getTranslations('useCases'), getTranslations('layout.useCases')]);
  const chip = 'inline-block rounded-full border border-slate-200 bg-white px-4 py-2 font-semibold text-brand-700 hover:border-brand-600';
  const siblings = service !== undefined ? USE_CASES[slug].filter((other) => other !== service) : [];
  return (
    <StaticHtml>
      <Section id="other-uses" tone="muted" title={t(service !== undefined ? 'common.moreServices' : 'common.otherUses', brand)}>
        {siblings.length > 0 ? (
          <ul className="flex flex-wrap gap-3">
            {siblings.map((other) => (
              <li key={other}>
                <Link href={`/InternetAccess/${slug}/${other}`} className={chip}>
                  {serviceName(other, (key) => t(key), slug)}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <ul className={`flex flex-wrap gap-3 ${siblings.length > 0 ? 'mt-6' : ''}`}>
          {USE_CASE_ORDER.filter(([other]) => other !== slug || service !== undefined).map(([other, label]) => (
            <li key={other}>
              <Link href={`/InternetAccess/${other}`} className={`${chip} inline-flex items-center gap-2`}>
                <UseCaseIcon slug={other} className="size-5" />
                {tLabels(label)}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </StaticHtml>
  );
}
