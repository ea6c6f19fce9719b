import { getTranslations } from 'next-intl/server';
import { LOCATION_COUNTRIES, SERVER_LOCATIONS } from '@kestrel/domain/locations';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { StaticHtml } from '@/components/static-html';
import { PageHero } from '@/components/ui/page-hero';
import { ServerMap } from '@/features/imagery/server-map';
import { LocationFilter } from '@/features/servers/location-filter-client';
import { LocationList } from '@/features/servers/location-list';
import { TryCta } from '@/features/product-features/try-cta';
import { pageLocale, type LocalePageProps } from '@/lib/locale';
import { staticPageMetadata } from '@/lib/metadata';

export const generateMetadata = staticPageMetadata('/vpn-server');

/** Every server location: the map, then the list by region and country, with a search box. */
export default async function ServerLocationsPage({ params }: LocalePageProps) {
  await pageLocale(params);
  const t = await getTranslations('servers');
  return (
    <>
      <Breadcrumbs items={[{ label: t('breadcrumb'), path: '/vpn-server' }]} />
      <PageHero
        title={t('hero.title')}
        lead={t('hero.lead', { locations: SERVER_LOCATIONS.length, countries: LOCATION_COUNTRIES.length })}
      />
      <div className="mx-auto max-w-6xl px-4">
        <ServerMap withList={false} />
      </div>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <LocationFilter label={t('search.label')} none={t('search.none')}>
          <StaticHtml>
            <LocationList />
          </StaticHtml>
        </LocationFilter>
      </div>
      <TryCta id="servers-cta" />
    </>
  );
}
