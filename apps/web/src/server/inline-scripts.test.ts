import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes the exact text of each inline script a browser would run, once each', () => {
    const html =
      '<html><head><script>self.__next_f=self.__next_f||[]</script>' +
      '<script src="/_next/static/chunks/main.js" async=""></script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script></head>' +
      '<body><SCRIPT type="module">import("/x.js")</SCRIPT>' +
      '<script>self.__next_f.push([1,"a&amp;b <\\/div>"])</script>' +
      '<script>self.__next_f=self.__next_f||[]</script>' +
      '<script data-src="x">\n  run();\n</script ></body></html>';
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.__next_f=self.__next_f||[]'),
      sha('import("/x.js")'),
      sha('self.__next_f.push([1,"a&amp;b <\\/div>"])'),
      sha('\n  run();\n'),
    ]);
  });

  it('matches the hash browsers publish for a known script', () => {
    // The value Chrome prints in its CSP violation message for <script>alert(1)</script>.
    expect(inlineScriptHashes('<script>alert(1)</script>')).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
  });

  it('finds nothing to allow in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>no scripts</p><script src="/a.js"></script>')).toEqual([]);
  });
});
