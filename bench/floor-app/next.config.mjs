import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Built from the repository's own node_modules (the root holds the lock file).
export default { turbopack: { root: resolve(dirname(fileURLToPath(import.meta.url)), '../..') } };
