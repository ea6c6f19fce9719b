import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { Link } from '@/i18n/navigation';

const PLATFORMS = [
  { key: 'windows', href: '/download/windows' },
  { key: 'macos', href: '/download/macos' },
  { key: 'ios', href: '/download/ios' },
  { key: 'android', href: '/download/androidpro' },
  { key: 'chrome', href: '/download/product' },
  { key: 'consoles', href: '/download/game-console' },
] as const;

export async function DownloadButtons() {
  const t = await getTranslations('home.download');
  return (
    <section aria-labelledby="download-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="download-title" className="text-3xl font-bold text-brand-900">
        {t('title')}
      </h2>
      <p className="mt-3 max-w-2xl text-slate-700">{t('lead')}</p>
      <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3">
        {PLATFORMS.map((platform) => (
          <li key={platform.key}>
            <Link
              href={platform.href}
              aria-label={t('getFor', { brand: BRAND.name, platform: t(platform.key) })}
              className="flex h-full items-center justify-center rounded-xl border border-slate-200 px-4 py-5 text-center font-semibold hover:border-brand-600 hover:bg-brand-50"
            >
              {t(platform.key)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
