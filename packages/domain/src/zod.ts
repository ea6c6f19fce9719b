/**
 * zod as every schema of this package uses it. In a browser, zod would probe `Function('')` to
 * learn whether it may compile its parsers; the site's Content-Security-Policy forbids that and
 * reports each probe as a violation. Pages parse a few fields: the interpreter is fast enough
 * there. (The API keeps the compiled parsers.)
 */
import { z } from 'zod';

if ('document' in globalThis) z.config({ jitless: true });

export { z };
