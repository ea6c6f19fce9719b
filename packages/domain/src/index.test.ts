import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as domain from './index';

const dir = new URL('.', import.meta.url);
const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

/**
 * Modules left out of the index: zod.ts is the package's own zod set-up; client-ip.ts is for
 * servers only (it uses node:net's address parser, which browsers do not have) and is imported
 * by its subpath, `@kestrel/domain/client-ip`.
 */
const NOT_IN_INDEX = new Set(['index.ts', 'zod.ts', 'client-ip.ts']);
const SERVER_ONLY_IMPORTS: Record<string, RegExp> = { 'client-ip.ts': /^node:net$/ };

describe('@kestrel/domain', () => {
  it('re-exports every module from the index', () => {
    const index = readFileSync(new URL('index.ts', dir), 'utf8');
    for (const file of sources.filter((f) => !NOT_IN_INDEX.has(f))) {
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
    for (const specifier of imports) {
      if (SERVER_ONLY_IMPORTS[file]?.test(specifier!)) continue;
      expect(specifier).toMatch(/^(zod|\.\/[a-z0-9-]+)$/);
    }
    expect(code).not.toMatch(/\b(process|Buffer|require|window|document|localStorage|sessionStorage|fetch|setTimeout|setInterval)(\.|\()/);
  });
});
