import { getLocale, getTranslations } from 'next-intl/server';
import { BRAND, DOWNLOAD_PAGE_SLUGS, DOWNLOAD_PAGES } from '@kestrel/domain';
import { inLanguage } from '@kestrel/domain/languages';
import { SuggestedDownloadButton, type SuggestionButtons } from './suggested-platform-client';

/**
 * "Download {brand} for <platform>": every label translated here, on the server; the client leaf
 * only picks the one for the visitor's device, and links to all downloads until it knows.
 */
export async function SuggestedDownload({ className }: { className: string }) {
  const tDownload = await getTranslations('download');
  const locale = await getLocale();
  const buttons = Object.fromEntries(
    DOWNLOAD_PAGE_SLUGS.map((slug) => [
      slug,
      {
        label: tDownload('suggested.button', {
          brand: BRAND.name,
          platform: tDownload(`names.${slug}`),
          kind: DOWNLOAD_PAGES[slug] === 'console' ? 'console' : 'app',
        }),
        href: inLanguage(locale, `/download/${slug}`),
      },
    ]),
  ) as SuggestionButtons;
  return (
    <SuggestedDownloadButton
      buttons={buttons}
      fallback={{ label: tDownload('common.allDownloads'), href: inLanguage(locale, '/download') }}
      className={className}
    />
  );
}
