// The root README's table of environment variables against what the code reads: the API's
// schema (apps/api/src/config.ts) and the website's variables (apps/web/src/lib/env.ts). A
// variable added, renamed or given another default there fails here until the table says so.
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiEnvSchema } from '../apps/api/src/config.ts';
import { WEB_ENV_DEFAULTS } from '../apps/web/src/lib/env.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** The rows of the table under "## Environment variables": names, users and default of each variable. */
function documentedVariables() {
  const section = readme.split(/^## Environment variables$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2) // header and separator
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const variables = new Map();
  for (const [names, usedBy, defaults] of rows) {
    const listed = [...names.matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]);
    // "`30`, `180`" gives each variable of the row its own default; otherwise the cell is shared.
    const parts = defaults.split(/,\s+/);
    listed.forEach((name, i) => {
      variables.set(name, { usedBy, defaultCell: parts.length === listed.length ? parts[i] : defaults });
    });
  }
  return variables;
}

const documented = documentedVariables();
const documentedFor = (app) => [...documented].filter(([, row]) => new RegExp(`\\b${app}\\b`).test(row.usedBy)).map(([name]) => name);

/** A default as the table writes it: a folder resolved from the working directory (DATA_DIR) as `./data`. */
function shown(value) {
  const inWorkingDir = typeof value === 'string' && value.startsWith(process.cwd() + sep);
  return inWorkingDir ? `\`./${relative(process.cwd(), value)}\`` : `\`${value}\``;
}

const apiDefaults = Object.entries(ApiEnvSchema.shape).map(([name, schema]) => [name, schema.safeParse(undefined).data]);
const webDefaults = Object.entries(WEB_ENV_DEFAULTS);

describe.each([
  ['API', apiDefaults],
  ['web', webDefaults],
])('README environment table: %s', (app, defaults) => {
  it('lists exactly the variables the code reads', () => {
    expect(documentedFor(app).sort()).toEqual(defaults.map(([name]) => name).sort());
  });

  it('shows each default the code applies', () => {
    for (const [name, value] of defaults) {
      // Lists (TRUSTED_PROXIES) default to empty, and optional variables have none to show.
      if (value === undefined || typeof value === 'object') continue;
      expect(documented.get(name)?.defaultCell ?? 'no row', name).toContain(shown(value));
    }
  });
});

describe('README environment table: npm start', () => {
  it('lists what scripts/start.mjs reads', () => {
    const start = readFileSync(new URL('start.mjs', import.meta.url), 'utf8');
    for (const name of documentedFor('npm start')) expect(start, name).toContain(`process.env.${name}`);
  });
});
