import { BRAND, LANGUAGES } from '@kestrel/domain';
import { absoluteUrl } from '@/lib/metadata';
import { siteUrl } from '@/lib/env';
import { logoUrl } from '@/lib/site';
import { JsonLd } from './json-ld';

/** Organization and WebSite, on every page (schema.org). */
export function SiteJsonLd({ locale, description }: { locale: string; description: string }) {
  const origin = siteUrl();
  return (
    <JsonLd
      data={[
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          '@id': `${origin}/#organization`,
          name: BRAND.name,
          legalName: BRAND.legalName,
          url: absoluteUrl(locale, '/'),
          logo: logoUrl(),
          foundingDate: String(BRAND.foundingYear),
          sameAs: Object.values(BRAND.social),
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer support',
            email: BRAND.supportEmail,
            availableLanguage: LANGUAGES.map((language) => language.name),
            hoursAvailable: { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '23:59' },
          },
        },
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          '@id': `${origin}/#website`,
          name: BRAND.name,
          url: absoluteUrl(locale, '/'),
          inLanguage: locale,
          description,
          publisher: { '@id': `${origin}/#organization` },
        },
      ]}
    />
  );
}
