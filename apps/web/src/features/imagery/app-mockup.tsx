import { getLocale, getTranslations } from 'next-intl/server';
import { BRAND, MARKETING_CLAIMS } from '@kestrel/domain';
import { ConnectScreen, LocationsScreen, SettingsScreen, type ScreenLocation } from './app-screens';
import { countryNamer } from './country-names';
import { PhoneFrame, WindowFrame } from './device-frames';
import { MOCKUP_LOCATION_IDS, mockupLocation } from './mockup-locations';

/** What a mockup shows: a phone's connect screen (on or off), its list of locations or its settings, or the computer app. */
export type MockupScreen = 'connected' | 'disconnected' | 'locations' | 'settings' | 'desktop';

/**
 * A screenshot of the app, rendered from our own markup in the page's language: a server
 * component, no client JavaScript. Its accessible name says what the screen shows.
 */
export async function AppMockup({ screen, className }: { screen: MockupScreen; className?: string }) {
  const locale = await getLocale();
  const t = await getTranslations('imagery');
  const tFeatures = await getTranslations('features');
  const country = countryNamer(locale);
  const locations: ScreenLocation[] = MOCKUP_LOCATION_IDS.map((id) => {
    const location = mockupLocation(id);
    const names = { city: t(`cities.${id}`), country: country(location.country) };
    return { code: location.country, ...names, place: t('app.place', names) };
  });
  const [current] = locations as [ScreenLocation, ...ScreenLocation[]];
  const values = { brand: BRAND.name, city: current.city, country: current.country };

  const connectTexts = (connected: boolean) => ({
    appName: BRAND.name,
    status: connected ? t('app.connected') : t('app.notConnected'),
    action: connected ? t('app.disconnect') : t('app.connect'),
    ip: connected ? t('app.ipHidden') : t('app.ipVisible'),
    locationLabel: t('app.location'),
    encrypted: t('app.encrypted', { encryption: MARKETING_CLAIMS.encryption }),
  });
  const locationsTexts = { title: t('app.locations'), search: t('app.search'), fastest: t('app.fastest') };

  switch (screen) {
    case 'connected':
    case 'disconnected': {
      const connected = screen === 'connected';
      return (
        <PhoneFrame label={connected ? t('phone.connected', values) : t('phone.disconnected', values)} className={className}>
          <ConnectScreen connected={connected} texts={connectTexts(connected)} location={current} />
        </PhoneFrame>
      );
    }
    case 'locations':
      return (
        <PhoneFrame label={t('phone.locations', values)} className={className}>
          <LocationsScreen texts={locationsTexts} locations={locations} />
        </PhoneFrame>
      );
    case 'settings':
      return (
        <PhoneFrame label={t('phone.settings', values)} className={className}>
          <SettingsScreen
            title={t('app.settings')}
            settings={[
              { name: tFeatures('pages.automatic-kill-switch.name'), hint: t('app.killSwitchHint'), on: true },
              { name: tFeatures('pages.private-dns.name'), on: true },
              { name: tFeatures('pages.spilt-tunneling.name'), on: false },
            ]}
          />
        </PhoneFrame>
      );
    case 'desktop':
      return (
        <WindowFrame label={t('desktop', values)} title={BRAND.name}>
          {/* The list beside the connect panel where there is room; on a phone's width the panel alone. */}
          <div className="hidden w-56 shrink-0 border-e border-slate-200 bg-slate-50 sm:flex">
            <LocationsScreen texts={locationsTexts} locations={locations} back={false} />
          </div>
          <ConnectScreen connected texts={connectTexts(true)} location={current} />
        </WindowFrame>
      );
  }
}
