import { ImageResponse } from 'next/og';

export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

/** The home-screen icon for iOS (the SVG favicon serves every other browser). */
export default function AppleIcon() {
  return new ImageResponse(
    <div style={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#0a5cc2' }}>
      <svg width="140" height="140" viewBox="0 0 32 32">
        <path d="M7 20c5-1 9-4 12-9l6-3-3 6c-3 5-8 8-15 8z" fill="#fff" />
      </svg>
    </div>,
    size,
  );
}
