import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { numberedKeys } from './catalog-lists';
import { PlatformIcon } from './platform-icon';
import { CONSOLE_METHODS } from './platforms';

/**
 * The three ways to put a console behind the VPN (router, Windows hotspot, Mac Internet Sharing),
 * each with its steps ('steps', on a console's page) or a one-line summary ('summary', on the
 * consoles hub). Consoles cannot run VPN apps, so this is the honest answer for all three.
 */
export async function ConsoleMethods({ variant }: { variant: 'steps' | 'summary' }) {
  const t = await getTranslations('download');
  const values = { brand: BRAND.name };

  return (
    <ul className="grid gap-4 lg:grid-cols-3">
      {CONSOLE_METHODS.map((method) => {
        const base = `consoles.methods.${method.key}`;
        return (
          <li key={method.key} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6">
            <span className="w-fit rounded-lg bg-brand-50 p-2 text-brand-700">
              <PlatformIcon name={method.icon} className="size-7" />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-brand-900">{t(`${base}.title`)}</h3>
            {variant === 'summary' ? (
              <p className="mt-2 text-slate-700">{t(`gameConsole.how.${method.key}`, values)}</p>
            ) : (
              <>
                <p className="mt-2 text-slate-700">{t(`${base}.text`, values)}</p>
                <ol className="mt-5 space-y-3 border-t border-slate-200 pt-5">
                  {numberedKeys(t, base).map((key, index) => (
                    <li key={key} className="flex gap-3 text-slate-800">
                      <span
                        aria-hidden="true"
                        className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-900"
                      >
                        {index + 1}
                      </span>
                      <span>{t(key, values)}</span>
                    </li>
                  ))}
                </ol>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
