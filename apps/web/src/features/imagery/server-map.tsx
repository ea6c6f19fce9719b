import { getLocale, getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { LOCATION_COUNTRIES, locationsIn, SERVER_LOCATIONS } from '@kestrel/domain/locations';
import { StaticHtml } from '@/components/static-html';
import { countryNamer } from './country-names';
import { MAP_HEIGHT, MAP_WIDTH, projectPoint } from './map-projection';

/** Every location as a zero-length round-capped stroke: a dot in ~14 bytes (M881.4 143.6h0). */
const DOTS = SERVER_LOCATIONS.map(({ lat, lon }) => {
  const { x, y } = projectPoint(lat, lon);
  return `M${x} ${y}h0`;
}).join('');

/**
 * The server map: the land (a static, lazily loaded SVG drawn by scripts/artwork.mjs) under a dot
 * for each location of @kestrel/domain/locations. For assistive technology it is one image named
 * by its caption, "N locations in M countries", followed by the list of countries with their counts.
 * A map of the world does not mirror in Arabic, so it is laid out left to right. `withList` false
 * leaves the list out, for a page that lists the locations itself (/vpn-server).
 */
export async function ServerMap({ withList = true }: { withList?: boolean } = {}) {
  const locale = await getLocale();
  const t = await getTranslations('imagery.map');
  const names = countryNamer(locale);
  const collator = new Intl.Collator(locale);
  const countries = LOCATION_COUNTRIES.map((code) => ({ code, name: names(code), count: locationsIn(code).length })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
  const label = t('label', { brand: BRAND.name, locations: SERVER_LOCATIONS.length, countries: countries.length });

  // A map and a list that never change in the browser: one element each for React (docs/decisions/023).
  return (
    <>
      <StaticHtml>
        <figure>
          <div dir="ltr" className="relative">
            {/* The land is decoration; the dots' image is named by the caption. */}
            {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG: next/image would add nothing but script */}
            <img
              src="/images/world-land.svg"
              alt=""
              width={MAP_WIDTH}
              height={MAP_HEIGHT}
              loading="lazy"
              decoding="async"
              className="h-auto w-full"
            />
            <svg
              role="img"
              aria-labelledby="server-map-caption"
              viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
              className="absolute inset-0 size-full"
            >
              <path d={DOTS} className="stroke-brand-600/25" strokeWidth="16" strokeLinecap="round" />
              <path d={DOTS} className="stroke-brand-600" strokeWidth="7" strokeLinecap="round" />
            </svg>
          </div>
          <figcaption id="server-map-caption" className="mt-4 text-center font-semibold text-slate-900">
            {label}
          </figcaption>
        </figure>
      </StaticHtml>
      {withList ? (
        <StaticHtml>
          <details className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
            <summary className="cursor-pointer font-semibold text-brand-700">{t('list', { countries: countries.length })}</summary>
            {/* 53 rows: their classes are set once on the list, which keeps the page's HTML small. */}
            <ul className="mt-4 grid gap-x-8 gap-y-1.5 text-sm *:flex *:justify-between *:gap-3 *:border-b *:border-slate-100 *:py-1 sm:grid-cols-2 lg:grid-cols-3">
              {countries.map((country) => (
                <li key={country.code}>
                  {country.name}
                  <span className="shrink-0 text-slate-600">{t('count', { count: country.count })}</span>
                </li>
              ))}
            </ul>
          </details>
        </StaticHtml>
      ) : null}
    </>
  );
}
