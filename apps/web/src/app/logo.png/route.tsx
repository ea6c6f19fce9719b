import { ImageResponse } from 'next/og';
import { brandIcon } from '@/lib/brand-icon';

export const dynamic = 'force-static';

/** The brand mark as a PNG, for structured data and share previews (schema.org wants a raster logo). */
export function GET() {
  return new ImageResponse(brandIcon({ markSize: 400, borderRadius: 96 }), { width: 512, height: 512 });
}
