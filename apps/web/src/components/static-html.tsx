import 'server-only';
import { createElement, type ReactElement } from 'react';
import { hostElement, staticMarkup } from '@/lib/static-markup';

/**
 * Server-rendered content that never changes in the browser, handed to React as one element: the
 * child's first host element is kept (its tag and attributes) and everything inside it is written
 * as HTML. The page shows the same markup, but React parses, hydrates and commits one element
 * instead of each one inside — on a phone that work is most of the blocking time after the first
 * paint (docs/decisions/023). Links inside stay the site's links (PageLink): the document-wide
 * SoftNavigation leaf handles them without per-link hydration.
 *
 * Only for content without client components or state; static-markup.ts refuses anything else.
 */
export async function StaticHtml({ children }: { children: ReactElement }) {
  const host = await hostElement(children);
  if (!host) return null;
  if (host.props.dangerouslySetInnerHTML) return host as ReactElement;
  const { children: inner, ...attributes } = host.props;
  return createElement(host.type, { ...attributes, dangerouslySetInnerHTML: { __html: await staticMarkup(inner) } });
}
