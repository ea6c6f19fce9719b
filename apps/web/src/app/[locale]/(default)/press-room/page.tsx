import { getTranslations } from 'next-intl/server';
import { BRAND, LANGUAGES, MARKETING_CLAIMS } from '@kestrel/domain';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { COMPANY_FIGURES } from '@/features/company/company-figures';
import {
  PRESS_COLOURS,
  PRESS_FILES,
  PRESS_VARIANTS,
  pressFileUrl,
  type PressColour,
  type PressVariant,
} from '@/features/company/press-kit';
import { CheckIcon, CrossIcon } from '@/features/pricing/icons';
import { pageLocale, type LocalePageProps } from '@/lib/locale';
import { staticPageMetadata } from '@/lib/metadata';

export const generateMetadata = staticPageMetadata('/press-room');

const FACTS = [
  'name',
  'company',
  'founded',
  'website',
  'apps',
  'network',
  'users',
  'encryption',
  'plans',
  'moneyBack',
  'languages',
  'support',
] as const;
type Fact = (typeof FACTS)[number];

const USAGE_DO = ['asIs', 'space', 'background', 'name'] as const;
const USAGE_DONT = ['change', 'effects', 'combine', 'endorse'] as const;
const COLOURS: readonly PressColour[] = ['blue', 'navy', 'white'];

/** Figures from docs/product.md §1 and the brand module; the copy never repeats a number or a name. */
const values = {
  ...COMPANY_FIGURES,
  legalName: BRAND.legalName,
  count: LANGUAGES.length,
  email: BRAND.pressEmail,
  supportEmail: BRAND.supportEmail,
};

const pressMailto = `mailto:${BRAND.pressEmail}`;
const fileLink = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

export default async function PressRoomPage({ params }: LocalePageProps) {
  await pageLocale(params);
  const t = await getTranslations('company.press');

  /** A fact's value: data shown as it is (names, year, domain), or a sentence from the catalog. */
  const factValue = (fact: Fact): string => {
    switch (fact) {
      case 'name':
        return BRAND.name;
      case 'company':
        return BRAND.legalName;
      case 'founded':
        return String(BRAND.foundingYear);
      case 'website':
        return BRAND.domain;
      case 'encryption':
        return MARKETING_CLAIMS.encryption;
      default:
        return t(`facts.${fact}Value`, values);
    }
  };

  const variantCard = (variant: PressVariant) => {
    const files = PRESS_FILES.filter((file) => file.variant === variant);
    const preview = files.find((file) => file.format === 'svg');
    // The PNG's pixel size gives the preview its aspect ratio, so the page does not shift as it loads.
    const size = files.find((file) => file.format === 'png')?.size;
    const titleId = `press-${variant}-title`;
    return (
      <li key={variant} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6">
        <div
          className={`flex h-32 items-center justify-center rounded-lg p-4 ${variant === 'logoDark' ? 'bg-brand-900' : 'bg-slate-50'}`}
          aria-hidden="true"
        >
          {preview && size ? (
            // A plain <img>: the file itself is the preview, and next/image would add client code for an SVG it cannot optimize.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={pressFileUrl(preview)} alt="" width={size.width} height={size.height} className="h-auto max-h-20 w-auto max-w-full" />
          ) : null}
        </div>
        <h3 id={titleId} className="mt-4 text-lg font-semibold text-slate-900">
          {t(`logos.${variant}.title`)}
        </h3>
        <p className="mt-1 text-slate-700">{t(`logos.${variant}.text`)}</p>
        <ul className="mt-4 space-y-2">
          {files.map((file) => (
            <li key={file.name}>
              <a href={pressFileUrl(file)} download={file.name} aria-describedby={titleId} className={fileLink}>
                {file.format === 'svg' ? t('logos.svg') : t('logos.png', file.size)}
              </a>
            </li>
          ))}
        </ul>
      </li>
    );
  };

  return (
    <>
      <Breadcrumbs items={[{ label: t('breadcrumb'), path: '/press-room' }]} />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title', values)} lead={t('hero.lead', values)}>
        <a href="#logos" className={buttonClass.primary}>
          {t('hero.logos')}
        </a>
        <a href={pressMailto} className={buttonClass.secondary}>
          {t('hero.email')}
        </a>
      </PageHero>

      <Section id="logos" title={t('logos.title')} lead={t('logos.lead')}>
        <ul className="grid gap-6 md:grid-cols-3">{PRESS_VARIANTS.map(variantCard)}</ul>
        <h3 className="mt-10 text-xl font-semibold text-slate-900">{t('colours.title')}</h3>
        <ul className="mt-4 flex flex-wrap gap-6">
          {COLOURS.map((colour) => (
            <li key={colour} className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="size-10 rounded-lg border border-slate-300"
                style={{ backgroundColor: PRESS_COLOURS[colour] }}
              />
              <span>
                <span className="block font-semibold text-slate-900">{t(`colours.${colour}`)}</span>
                <code className="text-slate-700">{PRESS_COLOURS[colour]}</code>
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="usage" tone="muted" title={t('usage.title')} lead={t('usage.lead', values)}>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-xl border border-slate-200 bg-white p-6">
            <h3 className="text-lg font-semibold text-slate-900">{t('usage.doTitle')}</h3>
            <ul className="mt-4 space-y-3">
              {USAGE_DO.map((key) => (
                <li key={key} className="flex gap-2 text-slate-800">
                  <CheckIcon className="mt-0.5 size-5 text-green-700" />
                  {t(`usage.do.${key}`, values)}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-6">
            <h3 className="text-lg font-semibold text-slate-900">{t('usage.dontTitle')}</h3>
            <ul className="mt-4 space-y-3">
              {USAGE_DONT.map((key) => (
                <li key={key} className="flex gap-2 text-slate-800">
                  <CrossIcon className="mt-0.5 size-5 text-red-700" />
                  {t(`usage.dont.${key}`, values)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section id="facts" title={t('facts.title', values)}>
        <dl className="max-w-4xl divide-y divide-slate-200 rounded-xl border border-slate-200">
          {FACTS.map((fact) => (
            <div key={fact} className="grid gap-1 p-4 sm:grid-cols-[12rem_1fr] sm:gap-6">
              <dt className="font-semibold text-slate-900">{t(`facts.${fact}`)}</dt>
              <dd className="text-slate-800">{factValue(fact)}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="boilerplate" tone="muted" title={t('boilerplate.title', values)} lead={t('boilerplate.lead')}>
        <p className="max-w-3xl rounded-xl border-s-4 border-brand-600 bg-white p-6 text-lg text-slate-800">
          {t('boilerplate.text', values)}
        </p>
      </Section>

      <Section id="press-contact" tone="dark" title={t('contact.title')} lead={t('contact.text', values)}>
        <a href={pressMailto} className={buttonClass.inverted}>
          {t('contact.email')}
        </a>
      </Section>
    </>
  );
}
