/**
 * Writes a tree of server-side JSX — host elements, fragments, and plain or async function
 * components such as the site's Link — as the HTML that React would write for it. StaticHtml
 * (components/static-html.tsx) puts that HTML into one element, so the browser gets the same markup
 * while React hydrates one element instead of every one inside (docs/decisions/023).
 *
 * Only what such content uses is supported. Anything else — a client component, a context, a
 * Suspense boundary, an event handler, an attribute name this module does not know — is an error
 * at build time rather than markup that differs from React's in silence.
 */
import { Fragment, type ReactNode } from 'react';
import { escapeHtml } from './html-escape';

const ELEMENT_TYPES = new Set([Symbol.for('react.transitional.element'), Symbol.for('react.element')]);
const CLIENT_REFERENCE = Symbol.for('react.client.reference');
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** React's names for HTML attributes whose HTML name is the lower-case one. */
const LOWER_CASED = new Set([
  'accessKey',
  'autoCapitalize',
  'autoComplete',
  'colSpan',
  'crossOrigin',
  'dateTime',
  'encType',
  'enterKeyHint',
  'fetchPriority',
  'hrefLang',
  'inputMode',
  'itemProp',
  'maxLength',
  'minLength',
  'referrerPolicy',
  'rowSpan',
  'srcSet',
  'tabIndex',
]);
const RENAMED: Record<string, string> = { className: 'class', htmlFor: 'for', xlinkHref: 'xlink:href' };
/** SVG attributes whose names are case-sensitive and written as they are. */
const CASE_KEPT = new Set(['viewBox', 'preserveAspectRatio', 'gradientUnits', 'gradientTransform', 'patternUnits', 'pathLength']);
/** SVG presentation attributes React writes hyphenated (strokeWidth → stroke-width). */
const HYPHENATED = new Set([
  'clipPath',
  'clipRule',
  'dominantBaseline',
  'fillOpacity',
  'fillRule',
  'fontFamily',
  'fontSize',
  'fontWeight',
  'stopColor',
  'stopOpacity',
  'strokeDasharray',
  'strokeDashoffset',
  'strokeLinecap',
  'strokeLinejoin',
  'strokeMiterlimit',
  'strokeOpacity',
  'strokeWidth',
  'textAnchor',
  'vectorEffect',
]);
/** Attributes written without a value when true and left out when false. */
const BOOLEAN = new Set([
  'hidden',
  'open',
  'disabled',
  'readOnly',
  'required',
  'checked',
  'multiple',
  'selected',
  'noValidate',
  'async',
  'defer',
]);
/** Attributes whose true and false are written as the words. */
const BOOLEANISH = new Set(['draggable', 'spellCheck', 'contentEditable']);
const NOT_ATTRIBUTES = new Set(['children', 'dangerouslySetInnerHTML', 'suppressHydrationWarning', 'key', 'ref']);

const hyphenate = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function attributeName(name: string): string {
  if (RENAMED[name]) return RENAMED[name];
  if (name.startsWith('aria-') || name.startsWith('data-') || !/[A-Z]/.test(name) || CASE_KEPT.has(name)) return name;
  if (LOWER_CASED.has(name) || BOOLEAN.has(name) || BOOLEANISH.has(name)) return name.toLowerCase();
  if (HYPHENATED.has(name)) return hyphenate(name);
  throw new Error(`static markup: the attribute ${name} is not known here (add it to lib/static-markup.ts)`);
}

function styleText(style: unknown): string {
  if (typeof style !== 'object' || style === null) throw new Error('static markup: style must be an object');
  return Object.entries(style)
    .map(([property, value]) => {
      if (typeof value !== 'string') throw new Error(`static markup: give the style ${property} as a string`);
      return `${hyphenate(property)}:${value.trim()}`;
    })
    .join(';');
}

function attributes(tag: string, props: Record<string, unknown>): string {
  let out = '';
  for (const [name, value] of Object.entries(props)) {
    if (NOT_ATTRIBUTES.has(name) || value === undefined || value === null) continue;
    if (typeof value === 'function' || typeof value === 'symbol')
      throw new Error(`static markup: <${tag} ${name}> cannot be written as HTML`);
    const html = attributeName(name);
    if (name === 'style') {
      out += ` style="${escapeHtml(styleText(value))}"`;
    } else if (typeof value === 'boolean') {
      if (BOOLEAN.has(name)) out += value ? ` ${html}=""` : '';
      else if (BOOLEANISH.has(name) || name.startsWith('aria-') || name.startsWith('data-')) out += ` ${html}="${value}"`;
      else throw new Error(`static markup: <${tag} ${name}> takes no true or false`);
    } else {
      out += ` ${html}="${escapeHtml(String(value))}"`;
    }
  }
  return out;
}

interface Element {
  type: unknown;
  props: Record<string, unknown> & { children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } };
}

const isElement = (node: unknown): node is Element =>
  typeof node === 'object' && node !== null && ELEMENT_TYPES.has((node as { $$typeof?: symbol }).$$typeof as symbol);

/**
 * The first host element a node renders (calling its function components), for StaticHtml to keep
 * as the one element React sees; null when it renders nothing.
 */
export async function hostElement(node: ReactNode): Promise<(Element & { type: string }) | null> {
  if (node === null || node === undefined || typeof node === 'boolean') return null;
  if (!isElement(node)) throw new Error('static markup: expected one element');
  if (typeof node.type === 'string') return node as Element & { type: string };
  return hostElement(await renderComponent(node));
}

async function renderComponent(node: Element): Promise<ReactNode> {
  const { type } = node;
  if (typeof type !== 'function' || (type as { $$typeof?: symbol }).$$typeof === CLIENT_REFERENCE) {
    throw new Error('static markup: only host elements and server function components can be written as HTML');
  }
  return (type as (props: unknown) => ReactNode | Promise<ReactNode>)(node.props);
}

/** The HTML for a node, as React writes it (React's escaping, attribute names and void elements). */
export async function staticMarkup(node: ReactNode): Promise<string> {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return escapeHtml(String(node));
  if (typeof node === 'object' && Symbol.iterator in node) {
    const parts = await Promise.all(Array.from(node as Iterable<ReactNode>, (child) => staticMarkup(child)));
    return parts.join('');
  }
  if (!isElement(node)) throw new Error('static markup: this node cannot be written as HTML');
  if (node.type === Fragment) return staticMarkup(node.props.children);
  if (typeof node.type !== 'string') return staticMarkup(await renderComponent(node));
  const tag = node.type;
  if (VOID_ELEMENTS.has(tag)) return `<${tag}${attributes(tag, node.props)}/>`;
  const open = `<${tag}${attributes(tag, node.props)}>`;
  const inner = node.props.dangerouslySetInnerHTML ? node.props.dangerouslySetInnerHTML.__html : await staticMarkup(node.props.children);
  return `${open}${inner}</${tag}>`;
}
