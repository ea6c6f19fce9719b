import { StaticHtml } from '@/components/static-html';
import { Link } from '@/i18n/navigation';

/** The bar under the header that some layouts add (blog sections, popular uses); one element for React (StaticHtml). */
export function SectionNav({ label, items, tone }: { label: string; items: { href: string; label: string }[]; tone: 'muted' | 'brand' }) {
  return (
    <StaticHtml>
      <nav aria-label={label} className={`border-b border-slate-200 ${tone === 'brand' ? 'bg-brand-50' : 'bg-slate-50'}`}>
        <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 py-2 text-sm">
          {items.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className="block whitespace-nowrap rounded-md px-3 py-1.5 hover:bg-white">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </StaticHtml>
  );
}
