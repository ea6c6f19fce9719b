import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { buttonClass } from '@/components/ui/button';
import { PlatformIcon } from '@/features/download/platform-icon';
import type { PlatformIconName } from '@/features/download/platforms';
import { SuggestedDownload } from '@/features/download/suggested-download';
import { Link } from '@/i18n/navigation';

const PLATFORMS = [
  { key: 'windows', href: '/download/windows', icon: 'windows' },
  { key: 'macos', href: '/download/macos', icon: 'macos' },
  { key: 'ios', href: '/download/ios', icon: 'ios' },
  { key: 'android', href: '/download/androidpro', icon: 'android' },
  { key: 'chrome', href: '/download/product', icon: 'chrome' },
  { key: 'consoles', href: '/download/game-console', icon: 'console' },
] as const satisfies ReadonlyArray<{ key: string; href: string; icon: PlatformIconName }>;

export async function DownloadButtons() {
  const t = await getTranslations('home.download');
  return (
    <section aria-labelledby="download-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="download-title" className="text-3xl font-bold text-brand-900">
        {t('title')}
      </h2>
      <p className="mt-3 max-w-2xl text-slate-700">{t('lead')}</p>
      <SuggestedDownload className={`${buttonClass.primary} mt-6`} />
      <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3">
        {PLATFORMS.map((platform) => (
          <li key={platform.key} className="min-w-0">
            <Link
              href={platform.href}
              aria-label={t('getFor', { brand: BRAND.name, platform: t(platform.key) })}
              className="flex h-full flex-col items-center justify-center gap-2 rounded-xl border border-slate-200 px-3 py-5 text-center font-semibold hover:border-brand-600 hover:bg-brand-50 sm:flex-row sm:gap-3"
            >
              <PlatformIcon name={platform.icon} className="size-7 text-brand-700" />
              <span className="min-w-0">{t(platform.key)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
