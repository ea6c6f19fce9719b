/**
 * Where the blog's images are: our own posts' SVG drawings in content/blog/images, and the WebP
 * sizes cut from WordPress featured images in DATA_DIR/blog-images (a temporary folder when the
 * database lives in memory).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEMORY_DATA_DIR } from '../../config';
import { BLOG_CONTENT_DIR } from './blog-content';

export function importedImageDir(dataDir: string): string {
  return dataDir === MEMORY_DATA_DIR ? join(tmpdir(), `kestrel-blog-images-${process.pid}`) : join(dataDir, 'blog-images');
}

const DRAWING = /^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/;
const IMPORTED = /^wp-\d+-\d+-(?:\d+|full)\.webp$/;

/** The file and type of an image name the route was given; undefined for any other name. */
export function blogImageFile(name: string, dataDir: string): { path: string; type: string } | undefined {
  if (DRAWING.test(name)) return { path: join(BLOG_CONTENT_DIR, 'images', name), type: 'image/svg+xml' };
  if (IMPORTED.test(name)) return { path: join(importedImageDir(dataDir), name), type: 'image/webp' };
  return undefined;
}
