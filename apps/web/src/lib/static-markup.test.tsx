import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageLink } from '@/i18n/page-link';
import { hostElement, staticMarkup } from './static-markup';

function Badge({ label }: { label: string }) {
  return <span className="badge">{label}</span>;
}

/** Content of the kind the header, footer and landing pages hand to StaticHtml. */
const content = (
  <>
    <nav aria-labelledby="f-product" data-kind="footer">
      <h2 id="f-product">Product &amp; &lt;more&gt; &quot;quoted&quot; it&apos;s</h2>
      <ul className="mt-3 space-y-2">
        {['/pricing', '/download?platform=windows&x="1"'].map((href, index) => (
          <li key={href}>
            <PageLink href={href} className="text-slate-700" hrefLang="de" tabIndex={index === 0 ? -1 : undefined}>
              Link {index + 1} of {2}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
    <svg aria-hidden viewBox="0 0 24 24" className="size-5" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" fill="none">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18" strokeDasharray="2 2" />
    </svg>
    <details open>
      <summary>Question?</summary>
      <p hidden={false} style={{ backgroundColor: '#123456', marginInlineStart: '1rem' }}>
        Answer {null} {false} {undefined} {0} <Badge label="new" />
        <br />
        <time dateTime="2026-11-29">29 November</time>
      </p>
    </details>
    {/* eslint-disable-next-line @next/next/no-img-element -- markup to compare, not a page image */}
    <img src="/a.png" alt="" width={320} height={200} loading="lazy" />
    <div hidden data-open={true} aria-expanded={false} dangerouslySetInnerHTML={{ __html: '<b>raw</b>' }} />
  </>
);

async function AsyncBadge({ label }: { label: string }) {
  await Promise.resolve();
  return <Badge label={label.toUpperCase()} />;
}

describe('staticMarkup', () => {
  it('writes what React writes for the same tree', async () => {
    // HTML reads attribute names without regard to case (and restores SVG's camelCase), so
    // React's hrefLang and our hreflang are the same attribute.
    const names = (html: string) => html.replace(/ ([\w-]+)=/g, (_, name: string) => ` ${name.toLowerCase()}=`);
    expect(names(await staticMarkup(content))).toBe(names(renderToStaticMarkup(content)));
  });

  it('waits for async server components, as the site’s Link is one', async () => {
    expect(await staticMarkup(<AsyncBadge label="soon" />)).toBe('<span class="badge">SOON</span>');
  });

  it('refuses what cannot be written as HTML rather than writing something else', async () => {
    const clientReference = Object.assign(() => null, { $$typeof: Symbol.for('react.client.reference') });
    const ClientThing = clientReference as unknown as () => null;
    await expect(staticMarkup(<ClientThing />)).rejects.toThrow(/server function components/);
    await expect(staticMarkup(<button onClick={() => undefined}>Go</button>)).rejects.toThrow(/onClick/);
    await expect(staticMarkup(<video autoPlay />)).rejects.toThrow(/autoPlay is not known/);
    await expect(staticMarkup(<a download={true} />)).rejects.toThrow(/download/);
    await expect(staticMarkup(<p style={{ margin: 0 as unknown as string }} />)).rejects.toThrow(/as a string/);
  });
});

describe('hostElement', () => {
  it('is the first element a component renders, with its attributes', async () => {
    const host = await hostElement(<AsyncBadge label="x" />);
    expect(host?.type).toBe('span');
    expect(host?.props.className).toBe('badge');
  });

  it('needs one element, or nothing', async () => {
    await expect(hostElement('text')).rejects.toThrow(/one element/);
    const Nothing = () => null;
    expect(await hostElement(<Nothing />)).toBeNull();
  });
});
