/**
 * The error page body (docs/product.md §2): a status code, a message and a way home.
 * Used by the 404 page, the error boundary and the last-resort fallbacks. It is the page's main
 * landmark, unless it is shown inside a layout that has one (`inMain`).
 */
export function ErrorView({
  status,
  message,
  homeHref,
  homeLabel,
  children,
  inMain = false,
}: {
  status: number;
  message: string;
  homeHref: string;
  homeLabel: string;
  children?: React.ReactNode;
  inMain?: boolean;
}) {
  const Body = inMain ? 'div' : 'main';
  return (
    <Body
      id={inMain ? undefined : 'main'}
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <p className="text-6xl font-bold text-brand-600" aria-hidden="true">
        {status}
      </p>
      <h1 className="text-2xl font-semibold">{message}</h1>
      <div className="flex flex-wrap items-center justify-center gap-3">
        {children}
        {/* A plain link: it must work even when the app's scripts failed. */}
        <a href={homeHref} className="rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
          {homeLabel}
        </a>
      </div>
    </Body>
  );
}
