import { BRAND } from '@kestrel/domain';
import { Link } from '@/i18n/navigation';

export function Logo() {
  return (
    <Link href="/" className="flex items-center gap-2 text-lg font-bold text-brand-900">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path d="M7 20c5-1 9-4 12-9l6-3-3 6c-3 5-8 8-15 8z" className="fill-white" />
      </svg>
      <span>{BRAND.name}</span>
    </Link>
  );
}
