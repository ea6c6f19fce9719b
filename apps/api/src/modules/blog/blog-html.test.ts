import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderBody, sanitizeBlogHtml } from './blog-html';

const options = { language: 'en', siteHost: 'www.kestrelvpn.example' };

// Pieces an attacker would put into a post (from a WordPress site or a Markdown file), mixed at random.
const hostile = fc.constantFrom(
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//x.example/a.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href=" JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<svg onload=alert(1)><circle/></svg>',
  '<iframe src="https://x.example"></iframe>',
  '<p style="background:url(javascript:alert(1))" onclick="x()">p</p>',
  '<div onmouseover="alert(1)">d</div>',
  '<object data="x.swf"></object>',
  '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
  '<form action="https://x.example"><input name=a></form>',
  '<a href="//evil.example/x">x</a>',
  '<a href="/\\evil.example/x">x</a>',
  '<img src="http://x.example/a.png" alt="a">',
);
const benign = fc.constantFrom(
  '<p>text</p>',
  '<h2>Head</h2>',
  'plain words',
  '<a href="/pricing">plans</a>',
  '<ul><li>one</li></ul>',
  '<',
  '>',
  '"',
  "'",
);
const document = fc.array(fc.oneof(hostile, benign, fc.string()), { maxLength: 12 }).map((parts) => parts.join(''));

function assertSafe(html: string) {
  expect(html).not.toMatch(/<\s*(script|iframe|object|embed|svg|math|form|input|style)\b/i);
  // No attribute that runs code, whatever its case.
  expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/<[^>]*\sstyle\s*=/i);
  // Every URL left in an attribute is relative to the site or http, https or mailto: never
  // another scheme, nor another host written without one.
  // (Only in tags: text may show such markup escaped, as words.)
  const tags = [...html.matchAll(/<[a-z][^>]*>/gi)].map(([tag]) => tag).join(' ');
  for (const [, url] of tags.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(url!)) expect(url).toMatch(/^(https?:\/\/|mailto:)/);
    expect(url).not.toMatch(/^[\\/]{2}|^\/\\/);
  }
  // A link that leaves the site opens nothing that can reach back (window.opener).
  for (const [tag] of html.matchAll(/<a\s[^>]*href="https?:\/\/(?!www\.kestrelvpn\.example)[^"]*"[^>]*>/g))
    expect(tag).toContain('rel="noopener noreferrer"');
}

describe('the blog sanitizer', () => {
  it('leaves no script, event handler, style or javascript:/data: URL in any mix of hostile and ordinary HTML', () => {
    fc.assert(
      fc.property(document, (html) => {
        assertSafe(sanitizeBlogHtml(html, options));
      }),
      { numRuns: 400 },
    );
  });

  it('does the same for Markdown, whose raw HTML passes through the Markdown parser first', () => {
    fc.assert(
      fc.property(document, (html) => {
        assertSafe(renderBody({ markdown: `## Title\n\n${html}\n\n[x](javascript:alert(1))` }, options).html);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps ordinary content: headings get ids, internal links the language, images load lazily', () => {
    const { html, toc, words } = renderBody(
      { markdown: '## Why it matters\n\nRead [our plans](/pricing).\n\n## Why it matters\n\n![A map](https://cdn.example/m.png)\n' },
      { ...options, language: 'de' },
    );
    expect(toc).toEqual([
      { id: 'why-it-matters', text: 'Why it matters' },
      { id: 'why-it-matters-2', text: 'Why it matters' },
    ]);
    expect(html).toContain('<a href="/de/pricing">our plans</a>');
    expect(html).toContain('<img src="https://cdn.example/m.png" alt="A map" loading="lazy" decoding="async" />');
    expect(words).toBe(9);
  });

  it('drops an image served over plain http and a protocol-relative link', () => {
    const html = sanitizeBlogHtml('<img src="http://x.example/a.png" alt="a"><a href="//evil.example">e</a>', options);
    expect(html).not.toContain('http://x.example');
    expect(html).not.toContain('evil.example');
  });
});
