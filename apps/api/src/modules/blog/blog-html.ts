/**
 * A blog post's HTML, whatever its source (our Markdown files, a WordPress site): sanitized with an
 * allow-list before it is stored, so what the site shows can hold no script, no event handler and no
 * javascript: URL (issue 13). Links to this site get the post's language; links to other sites get
 * rel="noopener noreferrer". The `h2`s get ids, which the table of contents links to.
 */
import { decodeHTML } from 'entities';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { countWords, inLanguage } from '@kestrel/domain';

const ALLOWED_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'blockquote',
  'code',
  'pre',
  'hr',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
  'img',
  'sup',
  'sub',
];

/** Scheme and host of a URL that leaves the site; relative URLs and this site's own stay. */
function isOutside(href: string, siteHost: string): boolean {
  // "//host" and "/\\host" are other hosts to a browser.
  if (href.startsWith('/') && !/^\/[\\/]/.test(href)) return false;
  if (href.startsWith('#')) return false;
  try {
    return new URL(href).host !== siteHost;
  } catch {
    return true;
  }
}

export interface SanitizeOptions {
  /** The post's language: links to the site's own pages are sent to that language's version. */
  language: string;
  /** The site's host (links to it count as the site's own). */
  siteHost: string;
}

/**
 * `html` with only the allowed tags and attributes. A link keeps http, https and mailto URLs only;
 * an image keeps https (or site-relative) sources only and is lazy-loaded.
 */
export function sanitizeBlogHtml(html: string, options: SanitizeOptions): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading', 'decoding', 'srcset', 'sizes'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // The contents of these go with them (sanitize-html's default keeps only script and style out).
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'svg', 'math'],
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const outside = isOutside(href, options.siteHost);
        const attrs: Record<string, string> = { ...attribs };
        if (outside) attrs.rel = 'noopener noreferrer';
        else {
          delete attrs.rel;
          if (href.startsWith('/')) attrs.href = inLanguage(options.language, href);
        }
        return { tagName, attribs: attrs };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
    },
  });
}

/** The text of some HTML: tags dropped, entities decoded, white space folded. */
export function htmlToText(html: string): string {
  const bare = sanitizeHtml(html.replace(/<\/(p|h\d|li|td|th|blockquote|pre|figcaption)>|<br\s*\/?>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template'],
  });
  return decodeHTML(bare).replace(/\s+/g, ' ').trim();
}

/** An id for a heading: its letters and digits in lowercase, joined by hyphens ("" for none). */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

export interface TocEntry {
  id: string;
  text: string;
}

/**
 * Gives every `<h2>` of sanitized HTML (where h2 carries no attributes) a unique id and returns the
 * table of contents. An h2 with no letters gets `section-N`.
 */
export function withHeadingIds(html: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const used = new Set<string>();
  const out = html.replace(/<h2>([\s\S]*?)<\/h2>/g, (_all, inner: string) => {
    const text = htmlToText(inner);
    const base = headingId(text) || `section-${toc.length + 1}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    toc.push({ id, text });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return { html: out, toc };
}

const markdown = new Marked({ gfm: true, breaks: false });

export interface RenderedBody {
  html: string;
  toc: TocEntry[];
  text: string;
  words: number;
}

/** Markdown or HTML from any source → what is stored: sanitized HTML with heading ids, its text and size. */
export function renderBody(source: { markdown: string } | { html: string }, options: SanitizeOptions): RenderedBody {
  const raw = 'markdown' in source ? (markdown.parse(source.markdown, { async: false }) as string) : source.html;
  const { html, toc } = withHeadingIds(sanitizeBlogHtml(raw, options));
  const text = htmlToText(html);
  return { html, toc, text, words: countWords(text, options.language) };
}
