import { notFound } from 'next/navigation';

// Any path no route matches gets the localized 404 (app/[locale]/not-found.tsx).
export default function CatchAll() {
  notFound();
}
