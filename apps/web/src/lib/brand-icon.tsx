/**
 * The brand mark for the generated images (next/og ImageResponse), which cannot use the CSS
 * classes of components/layout/logo.tsx: the same path, in the brand blue of globals.css.
 */

/** The mark's path in a 32×32 view box (also in logo.tsx and icon.svg, which cannot import it). */
export const BRAND_MARK_PATH = 'M7 20c5-1 9-4 12-9l6-3-3 6c-3 5-8 8-15 8z';

/** --color-brand-600 of globals.css. */
export const BRAND_BLUE = '#0a5cc2';

/** The raster icons: the white mark, `markSize` pixels wide, centred on brand blue filling the image. */
export function brandIcon({ markSize, borderRadius }: { markSize: number; borderRadius?: number }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: BRAND_BLUE,
        ...(borderRadius === undefined ? {} : { borderRadius }),
      }}
    >
      <svg width={String(markSize)} height={String(markSize)} viewBox="0 0 32 32">
        <path d={BRAND_MARK_PATH} fill="#fff" />
      </svg>
    </div>
  );
}
