import { getLocale, getTranslations } from 'next-intl/server';
import { LOCATION_REGIONS, locationsIn, type LocationRegion } from '@kestrel/domain/locations';
import { countryNamer } from '@/features/imagery/country-names';
import { Link } from '@/i18n/navigation';
import { pageOfCountry } from './country-pages';
import { foldForSearch } from '@/lib/search-text';

/**
 * Every location by region, then country (by its name in the page's language), each country with
 * its cities and, where it has one, a link to its page. Each country carries the words the search
 * box matches: its name and cities in the page's language and in English.
 */
export async function LocationList() {
  const locale = await getLocale();
  const t = await getTranslations('servers');
  const names = countryNamer(locale);
  const english = countryNamer('en');
  const collator = new Intl.Collator(locale);
  return (
    <div className="mt-6 grid gap-10 lg:grid-cols-2">
      {(Object.keys(LOCATION_REGIONS) as LocationRegion[]).map((region) => {
        const countries = LOCATION_REGIONS[region]
          .map((code) => ({ code, name: names(code), cities: locationsIn(code) }))
          .sort((a, b) => collator.compare(a.name, b.name));
        return (
          <section key={region} data-region={region} aria-labelledby={`region-${region}`}>
            <h2 id={`region-${region}`} className="text-xl font-bold text-brand-900">
              {t(`regions.${region}`)}
            </h2>
            <ul className="mt-3 divide-y divide-slate-100">
              {countries.map(({ code, name, cities }) => {
                const page = pageOfCountry(code);
                const cityNames = cities.map((city) => t(`cities.${city.id}`));
                const terms = foldForSearch([name, english(code), ...cityNames, ...cities.map((city) => city.city)].join(' '));
                return (
                  <li key={code} data-terms={terms} className="py-3">
                    <p className="font-semibold text-slate-900">{name}</p>
                    <p className="text-sm text-slate-600">{cityNames.join(' · ')}</p>
                    {page ? (
                      <Link href={`/vpn-server/${page}`} className="text-sm font-semibold text-brand-700 hover:underline">
                        {t('countryGuide', { country: name })}
                      </Link>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
