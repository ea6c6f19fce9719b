'use client';
/**
 * What fits the visitor's device: "Recommended for your device" on /download, and the
 * "Download for <platform>" button on the home page. The page's HTML is the same for everyone (it
 * is static and cached); only after hydration do these leaves read the browser's user agent and,
 * when an app or guide fits, show a banner or point the button at it. Nothing is fetched and
 * nothing on the page is reordered, so there is no layout the server could get wrong.
 * Their links come from the server with the language prefix already in them: the site's `Link`
 * (@/i18n/navigation) is a server component and cannot render here.
 */
import { PageLink } from '@/i18n/page-link';
import { useSyncExternalStore } from 'react';
import { suggestPlatform, type DownloadPageSlug } from '@kestrel/domain/download-platforms';

export type SuggestionBanners = Record<DownloadPageSlug, { text: string; cta: string; href: string }>;

// The user agent never changes while the page is open: nothing to subscribe to.
const subscribe = () => () => {};
const detect = () => suggestPlatform(navigator.userAgent) ?? null;
// The server and the hydration pass render nothing, so the static HTML matches.
const nothingOnServer = () => null;

/** The download page that fits this browser, or null (on the server, while hydrating, or when none fits). */
function useSuggestedSlug(): DownloadPageSlug | null {
  return useSyncExternalStore(subscribe, detect, nothingOnServer);
}

export function SuggestedPlatform({ banners }: { banners: SuggestionBanners }) {
  const slug = useSuggestedSlug();
  if (!slug) return null;
  const banner = banners[slug];
  return (
    <div className="flex w-full basis-full flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-brand-100 bg-white px-4 py-3 shadow-sm">
      <p className="font-medium text-slate-900">{banner.text}</p>
      <PageLink href={banner.href} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
        {banner.cta}{' '}
        <span aria-hidden="true" className="inline-block rtl:rotate-180">
          →
        </span>
      </PageLink>
    </div>
  );
}

export type SuggestionButtons = Record<DownloadPageSlug, { label: string; href: string }>;

/**
 * A primary button to the download page of the visitor's device ("Download for Windows"); until
 * the device is known, or when no app fits it, the same button leads to all downloads.
 */
export function SuggestedDownloadButton({
  buttons,
  fallback,
  className,
}: {
  buttons: SuggestionButtons;
  fallback: { label: string; href: string };
  className: string;
}) {
  const slug = useSuggestedSlug();
  const button = slug ? buttons[slug] : null;
  return (
    <PageLink href={button ? button.href : fallback.href} className={className}>
      {button ? button.label : fallback.label}
    </PageLink>
  );
}
