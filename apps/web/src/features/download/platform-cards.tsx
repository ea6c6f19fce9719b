import { Link } from '@/i18n/navigation';
import { PlatformIcon } from './platform-icon';
import type { PlatformIconName } from './platforms';

export interface PlatformCard {
  key: string;
  href: string;
  icon: PlatformIconName;
  name: string;
  text?: string;
}

/** A grid of links to download pages; the whole card is the link, so the tap target is large. */
export function PlatformCards({ items, columns = 'sm:grid-cols-2 lg:grid-cols-3' }: { items: PlatformCard[]; columns?: string }) {
  return (
    <ul className={`grid gap-4 ${columns}`}>
      {items.map((item) => (
        <li key={item.key}>
          <Link
            href={item.href}
            className={`flex h-full gap-4 rounded-xl ${item.text ? 'items-start' : 'items-center'} border border-slate-200 bg-white p-5 transition-colors hover:border-brand-600 hover:bg-brand-50`}
          >
            <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
              <PlatformIcon name={item.icon} className="size-7" />
            </span>
            <span>
              <span className="block text-lg font-semibold text-slate-900">{item.name}</span>
              {item.text ? <span className="mt-1 block text-slate-700">{item.text}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
