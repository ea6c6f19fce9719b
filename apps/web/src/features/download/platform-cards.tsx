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

/**
 * A grid of links to download pages; the whole card is the link, so the tap target is large.
 * In two narrow columns on a phone the icon sits above the name, so a long name ("Chrome-Erweiterung")
 * has the card's whole width rather than pushing the grid wider than the screen.
 */
export function PlatformCards({ items, columns = 'sm:grid-cols-2 lg:grid-cols-3' }: { items: PlatformCard[]; columns?: string }) {
  return (
    <ul className={`grid gap-4 ${columns}`}>
      {items.map((item) => (
        <li key={item.key} className="min-w-0">
          <Link
            href={item.href}
            className={`flex h-full flex-col gap-3 rounded-xl sm:flex-row sm:gap-4 ${item.text ? 'sm:items-start' : 'sm:items-center'} border border-slate-200 bg-white p-4 transition-colors sm:p-5 hover:border-brand-600 hover:bg-brand-50`}
          >
            <span className="w-fit rounded-lg bg-brand-50 p-2 text-brand-700">
              <PlatformIcon name={item.icon} className="size-7" />
            </span>
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900 sm:text-lg">{item.name}</span>
              {item.text ? <span className="mt-1 block text-slate-700">{item.text}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
