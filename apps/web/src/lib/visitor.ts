import 'server-only';
import { headers } from 'next/headers';

/**
 * The visitor's address, as the website's own server decided it: it overwrites X-Forwarded-For
 * with that one address before any page renders (src/server/forwarded.ts, docs/decisions/010),
 * so the header holds nothing a visitor wrote. Reading it renders the page per request.
 */
export async function visitorIp(): Promise<string | undefined> {
  return (await headers()).get('x-forwarded-for') ?? undefined;
}
