/** The address outside `site` that `href`, followed from the page `from`, leads to after any decoding, or undefined. */
export function siteExit(href: string, from: string, site: string): URL | undefined;
