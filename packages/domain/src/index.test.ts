import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as domain from './index';

const dir = new URL('.', import.meta.url);
const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

describe('@kestrel/domain', () => {
  it('re-exports every module from the index', () => {
    const index = readFileSync(new URL('index.ts', dir), 'utf8');
    for (const file of sources.filter((f) => f !== 'index.ts')) {
      expect(index).toContain(`export * from './${file.replace(/\.ts$/, '')}';`);
    }
    expect(domain.parseProductId).toBeTypeOf('function');
    expect(domain.LANGUAGES).toHaveLength(16);
  });

  // The package runs in browsers and in Node: it may import only zod and its own modules,
  // and must not touch platform globals.
  it.each(sources)('%s is free of I/O and platform APIs', (file) => {
    const code = readFileSync(new URL(file, dir), 'utf8');
    const imports = [...code.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    for (const specifier of imports) expect(specifier).toMatch(/^(zod|\.\/[a-z0-9-]+)$/);
    expect(code).not.toMatch(/\b(process|Buffer|require|window|document|localStorage|sessionStorage|fetch|setTimeout|setInterval)(\.|\()/);
  });
});
