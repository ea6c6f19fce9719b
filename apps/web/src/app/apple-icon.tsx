import { ImageResponse } from 'next/og';
import { brandIcon } from '@/lib/brand-icon';

export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

/** The home-screen icon for iOS (the SVG favicon serves every other browser). */
export default function AppleIcon() {
  return new ImageResponse(brandIcon({ markSize: 140 }), size);
}
