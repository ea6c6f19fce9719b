'use client';
/**
 * Language choice as plain links (works before scripts load). Each points at the
 * same page under the chosen language prefix; the locale proxy then stores the
 * choice in the LANGUAGE cookie (docs/product.md §4), and /en/... lands on the unprefixed path.
 */
import { usePathname } from 'next/navigation';
import { LANGUAGES, withLanguagePrefix, withoutLanguage } from '@kestrel/domain/languages';

export function LanguageSwitcher({ locale, label, choose }: { locale: string; label: string; choose: string }) {
  const path = withoutLanguage(usePathname());
  const current = LANGUAGES.find((language) => language.code === locale);

  return (
    <details className="group relative">
      <summary
        className="flex cursor-pointer list-none items-center gap-1.5 rounded-lg px-3 py-2 hover:bg-slate-100"
        aria-label={`${label}: ${current?.name ?? locale}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 3 2.5 15 0 18M12 3c-2.5 3-2.5 15 0 18" />
        </svg>
        <span>{current?.name}</span>
      </summary>
      <nav aria-label={choose} className="absolute end-0 z-40 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
        <ul className="grid grid-cols-1 gap-0.5">
          {LANGUAGES.map((language) => (
            <li key={language.code}>
              {/* A full page load, so the proxy sees the new prefix and sets the cookie. */}
              <a
                href={withLanguagePrefix(language.code, path)}
                hrefLang={language.code}
                lang={language.code}
                aria-current={language.code === locale ? 'true' : undefined}
                className="block rounded-md px-3 py-1.5 hover:bg-slate-100 aria-[current]:font-semibold aria-[current]:text-brand-700"
              >
                {language.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
