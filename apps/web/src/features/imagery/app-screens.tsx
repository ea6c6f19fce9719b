import type { ReactNode } from 'react';

/**
 * The main screens of the apps, drawn in HTML so their words are the page's language and they
 * mirror in Arabic. They show what the apps do (docs/product.md §1): connect in one tap, choose
 * a location, the kill switch; nothing they show is a feature the apps lack.
 */

export interface ScreenLocation {
  code: string;
  city: string;
  country: string;
  /** City and country as the language writes them together ("Tokyo, Japan", "طوكيو، اليابان"). */
  place: string;
}

/** A location's "flag": its country code on a tile (no emoji, no drawn flags to get wrong). */
function CountryTile({ code }: { code: string }) {
  return (
    <span className="flex h-6 w-8 shrink-0 items-center justify-center rounded bg-brand-900 text-[0.625rem] font-bold tracking-wide text-white">
      {code}
    </span>
  );
}

function Signal() {
  return (
    <svg viewBox="0 0 14 10" className="h-2.5 w-3.5 shrink-0 fill-green-700">
      <path d="M0 7h3v3H0zM5.5 4h3v6h-3zM11 1h3v9h-3z" />
    </svg>
  );
}

/** ">" that points the way the page reads. */
function Chevron() {
  return (
    <svg viewBox="0 0 16 16" className="size-4 shrink-0 fill-none stroke-slate-500 rtl:-scale-x-100" strokeWidth="2">
      <path d="m6 3 5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function ScreenHeader({ title, back = false }: { title: string; back?: boolean }) {
  return (
    <div className="flex items-center gap-2 px-4 pt-3">
      {back ? (
        <svg viewBox="0 0 16 16" className="size-4 shrink-0 fill-none stroke-slate-700 rtl:-scale-x-100" strokeWidth="2">
          <path d="m10 3-5 5 5 5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : null}
      <span className="truncate text-sm font-bold text-brand-900">{title}</span>
    </div>
  );
}

export interface ConnectTexts {
  appName: string;
  status: string;
  action: string;
  ip: string;
  locationLabel: string;
  encrypted: string;
}

/** The home screen: the connect button, whether the connection is on, and where it goes. */
export function ConnectScreen({ connected, texts, location }: { connected: boolean; texts: ConnectTexts; location: ScreenLocation }) {
  return (
    <div className="flex min-w-0 flex-1 flex-col pb-4">
      <ScreenHeader title={texts.appName} />
      <div className="mt-5 flex flex-col items-center px-4 text-center">
        <span
          className={`flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ${connected ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700'}`}
        >
          <span className={`size-2 rounded-full ${connected ? 'bg-green-600' : 'bg-slate-500'}`} />
          {texts.status}
        </span>
        <span
          className={`mt-5 flex size-28 items-center justify-center rounded-full ${connected ? 'bg-brand-600 ring-8 ring-brand-100' : 'bg-slate-100 ring-8 ring-slate-50'}`}
        >
          <svg viewBox="0 0 24 24" className={`size-12 fill-none ${connected ? 'stroke-white' : 'stroke-slate-500'}`} strokeWidth="2.2">
            <path d="M12 3v8M6.5 6.8a8 8 0 1 0 11 0" strokeLinecap="round" />
          </svg>
        </span>
        <span
          className={`mt-5 rounded-full px-5 py-1.5 text-xs font-semibold ${connected ? 'border border-slate-300 text-slate-800' : 'bg-brand-600 text-white'}`}
        >
          {texts.action}
        </span>
        <span className="mt-3 text-xs text-slate-700">{texts.ip}</span>
      </div>
      <div className="mx-3 mt-auto flex items-center gap-2.5 rounded-xl border border-slate-200 p-2.5">
        <CountryTile code={location.code} />
        <span className="min-w-0 flex-1">
          <span className="block text-[0.625rem] text-slate-600">{texts.locationLabel}</span>
          <span className="block truncate text-xs font-semibold">{location.place}</span>
        </span>
        <Chevron />
      </div>
      {connected ? <p className="mt-2 px-3 text-center text-[0.625rem] text-slate-600">{texts.encrypted}</p> : null}
    </div>
  );
}

export interface LocationsTexts {
  title: string;
  search: string;
  fastest: string;
}

/** The list of locations, the first one chosen. */
export function LocationsScreen({ texts, locations, back = true }: { texts: LocationsTexts; locations: ScreenLocation[]; back?: boolean }) {
  return (
    <div className="flex min-w-0 flex-1 flex-col">
      <ScreenHeader title={texts.title} back={back} />
      <div className="mx-3 mt-3 flex items-center gap-2 rounded-lg bg-slate-100 px-2.5 py-2 text-[0.625rem] text-slate-600">
        <svg viewBox="0 0 16 16" className="size-3 shrink-0 fill-none stroke-slate-600" strokeWidth="2">
          <circle cx="7" cy="7" r="4.5" />
          <path d="m10.5 10.5 3 3" strokeLinecap="round" />
        </svg>
        <span className="truncate">{texts.search}</span>
      </div>
      <ul className="mt-2 flex flex-col gap-1 px-2">
        <Row>
          <span className="flex h-6 w-8 shrink-0 items-center justify-center rounded bg-amber-100">
            <svg viewBox="0 0 24 24" className="size-4 fill-amber-700">
              <path d="M13 2 4 14h7l-1 8 9-12h-7Z" />
            </svg>
          </span>
          <span className="min-w-0 flex-1 truncate text-xs font-semibold">{texts.fastest}</span>
          <Signal />
        </Row>
        {locations.map((location, index) => (
          <Row key={location.code + location.city} selected={index === 0}>
            <CountryTile code={location.code} />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-xs font-semibold">{location.city}</span>
              <span className="block truncate text-[0.625rem] text-slate-600">{location.country}</span>
            </span>
            {index === 0 ? (
              <svg viewBox="0 0 16 16" className="size-3.5 shrink-0 fill-none stroke-brand-600" strokeWidth="2.5">
                <path d="m3 8.5 3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            ) : null}
            <Signal />
          </Row>
        ))}
      </ul>
    </div>
  );
}

function Row({ children, selected = false }: { children: ReactNode; selected?: boolean }) {
  return (
    <li className={`flex items-center gap-2.5 rounded-lg px-2 py-1.5 ${selected ? 'bg-brand-50 ring-1 ring-brand-600' : ''}`}>
      {children}
    </li>
  );
}

export interface Setting {
  name: string;
  hint?: string;
  on: boolean;
}

/** The settings screen: switches, drawn on or off. */
export function SettingsScreen({ title, settings }: { title: string; settings: Setting[] }) {
  return (
    <div className="flex min-w-0 flex-1 flex-col">
      <ScreenHeader title={title} back />
      <ul className="mt-3 divide-y divide-slate-200 px-4">
        {settings.map((setting) => (
          <li key={setting.name} className="flex items-start gap-3 py-3">
            <span className="min-w-0 flex-1">
              <span className="block text-xs font-semibold">{setting.name}</span>
              {setting.hint ? <span className="mt-0.5 block text-[0.625rem] leading-snug text-slate-600">{setting.hint}</span> : null}
            </span>
            {/* A switch: the knob sits at the end when on, at the start when off, as in the page's direction. */}
            <span
              className={`flex h-5 w-9 shrink-0 items-center rounded-full p-0.5 ${setting.on ? 'justify-end bg-brand-600' : 'justify-start bg-slate-300'}`}
            >
              <span className="size-4 rounded-full bg-white shadow" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
