import { getTranslations } from 'next-intl/server';
import { ImageResponse } from 'next/og';
import { BRAND, isLanguageCode, languageDirection } from '@kestrel/domain';
import { BRAND_BLUE, BRAND_MARK_PATH } from '@/lib/brand-icon';
import { fontsFor, visualLines } from '@/lib/og-fonts';
import { matchRoute, shareImagePath } from '@/site/routes';

// Rendered on first request, then cached like a static file.
export const dynamic = 'force-static';

/** The share image of a page in a language: /og/<locale>/<path>.png (home: /og/<locale>/index.png; lib/metadata.ts ogImagePath). */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; path: string[] }> }) {
  const { locale, path } = await params;
  const joined = `/${path.join('/')}`.replace(/\.png$/, '');
  const pagePath = joined === '/index' ? '/' : joined;
  // A page with parameters (/pricing/checkout/3) shows another page's image (shareImagePath).
  const route = shareImagePath(pagePath) === pagePath ? matchRoute(pagePath)?.route : undefined;
  if (!isLanguageCode(locale) || route?.status !== 'built') return new Response('Not found', { status: 404 });
  const meta = route.meta;
  const [namespace, ...rest] = meta.split('.');
  const t = await getTranslations({ locale, namespace: namespace! });
  const title = t([...rest, 'meta', 'title'].join('.'), { brand: BRAND.name });
  const fonts = await fontsFor(locale, `${title}${BRAND.name}${BRAND.domain}`);
  const rtl = languageDirection(locale) === 'rtl';
  // Wide scripts fit fewer characters on a line.
  const lines = visualLines(title, rtl, ['ja', 'ko'].includes(locale) ? 16 : 30);

  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: `linear-gradient(135deg, #0b2447 0%, ${BRAND_BLUE} 100%)`,
        color: 'white',
        fontFamily: fonts.map((font) => font.name).join(', '),
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 40 }}>
        <svg width="64" height="64" viewBox="0 0 32 32">
          <rect width="32" height="32" rx="8" fill="#ffffff" />
          <path d={BRAND_MARK_PATH} fill={BRAND_BLUE} />
        </svg>
        {BRAND.name}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: rtl ? 'flex-end' : 'flex-start', fontSize: 64, lineHeight: 1.2 }}>
        {lines.map((line) => (
          <div key={line} style={{ display: 'flex' }}>
            {line}
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', fontSize: 28, opacity: 0.85 }}>{BRAND.domain}</div>
    </div>,
    { width: 1200, height: 630, fonts },
  );
}
