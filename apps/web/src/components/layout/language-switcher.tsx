'use client';
/**
 * Language choice as plain links (works before scripts load). Each points at the
 * same page under the chosen language prefix; the locale proxy then stores the
 * choice in the LANGUAGE cookie (docs/product.md §4), and /en/... lands on the unprefixed path.
 */
import { usePathname } from 'next/navigation';
import { LANGUAGES, withLanguagePrefix, withoutLanguage } from '@kestrel/domain/languages';
import { escapeHtml } from '@/lib/html-escape';

const LINK_CLASS = 'block rounded-md px-3 py-1.5 hover:bg-slate-100 aria-[current]:font-semibold aria-[current]:text-brand-700';

/**
 * The menu's items: the same page in each language, the current one marked. Each is a full page
 * load (no data-page-link), so the proxy sees the new prefix and sets the cookie.
 */
function languageLinks(locale: string, path: string): string {
  return LANGUAGES.map(
    (language) =>
      `<li><a href="${escapeHtml(withLanguagePrefix(language.code, path))}" hreflang="${language.code}" lang="${language.code}"` +
      `${language.code === locale ? ' aria-current="true"' : ''} class="${LINK_CLASS}">${escapeHtml(language.name)}</a></li>`,
  ).join('');
}

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
        {/* Sixteen links that only change with the page: one element for React (docs/decisions/023). */}
        <ul className="grid grid-cols-1 gap-0.5" dangerouslySetInnerHTML={{ __html: languageLinks(locale, path) }} />
      </nav>
    </details>
  );
}
