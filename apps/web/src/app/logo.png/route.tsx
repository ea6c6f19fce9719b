import { ImageResponse } from 'next/og';

export const dynamic = 'force-static';

/** The brand mark as a PNG, for structured data and share previews (schema.org wants a raster logo). */
export function GET() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#0a5cc2',
        borderRadius: 96,
      }}
    >
      <svg width="400" height="400" viewBox="0 0 32 32">
        <path d="M7 20c5-1 9-4 12-9l6-3-3 6c-3 5-8 8-15 8z" fill="#fff" />
      </svg>
    </div>,
    { width: 512, height: 512 },
  );
}
