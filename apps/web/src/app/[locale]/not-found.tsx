import { NotFoundContent } from '@/components/layout/not-found-content';

/**
 * notFound() outside any route group (each group has its own not-found.tsx, inside its layout).
 * Unknown paths get app/global-not-found.tsx, rendered on the server.
 */
export default function NotFound() {
  return <NotFoundContent inMain={false} />;
}
