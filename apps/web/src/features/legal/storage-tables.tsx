import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { durationOf } from './duration';
import { LegalSubsection } from './legal-document';
import { STORAGE_CATEGORIES, STORAGE_INVENTORY, STORED_DATA_KEYS, STORED_DATA_VALUES, type Lifetime } from './inventory';

type Translate = Awaited<ReturnType<typeof getTranslations<'legal'>>>;

function durationText(t: Translate, seconds: number): string {
  const { unit, count } = durationOf(seconds);
  return t(`document.durations.${unit}`, { count });
}

function lifetimeText(t: Translate, lifetime: Lifetime): string {
  switch (lifetime.kind) {
    case 'fixed':
      return durationText(t, lifetime.seconds);
    case 'untilSignOut':
      return t('inventory.lifetimes.untilSignOut', { duration: durationText(t, lifetime.maxSeconds) });
    case 'tab':
      return t('inventory.lifetimes.tab');
    case 'untilCleared':
      return t('inventory.lifetimes.untilCleared');
  }
}

const cell = 'px-4 py-3 align-top';

/**
 * A table wide enough for its columns, scrolling sideways on a narrow screen; the scrolling box is
 * focusable so it can be scrolled with the keyboard.
 */
function ScrollTable({ id, caption, head, children }: { id: string; caption: string; head: readonly string[]; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-labelledby={`${id}-caption`}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
    >
      <table className="w-full border-collapse text-start text-sm">
        <caption id={`${id}-caption`} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-slate-50">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className={`${cell} text-start font-semibold text-slate-900`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}

/** Every cookie and storage key of the inventory, one table per category (the cookie policy's list). */
export async function StorageTables() {
  const t = await getTranslations('legal');
  const head = ['name', 'kind', 'setBy', 'purpose', 'when', 'lifetime'].map((key) => t(`cookies.list.${key}`));
  return STORAGE_CATEGORIES.map((category) => {
    const entries = STORAGE_INVENTORY.filter((entry) => entry.category === category);
    const id = `cookie-list-${category}`;
    const title = t(`cookies.list.${category}.title`);
    return (
      <LegalSubsection key={category} id={id} title={title}>
        <p>{t(`cookies.list.${category}.text`)}</p>
        {entries.length === 0 ? (
          <p className="font-medium text-slate-900">{t('cookies.list.none')}</p>
        ) : (
          <ScrollTable id={id} caption={title} head={head}>
            {entries.map((entry) => (
              <tr key={entry.name}>
                <th scope="row" className={`${cell} text-start font-medium`}>
                  <code className="break-all text-slate-900">{entry.name}</code>
                </th>
                <td className={`${cell} whitespace-nowrap`}>{t(`inventory.kinds.${entry.kind}`)}</td>
                <td className={cell}>{t(`inventory.setBy.${entry.setBy}`)}</td>
                <td className={`${cell} min-w-56`}>{t(`inventory.purposes.${entry.purpose}`)}</td>
                <td className={`${cell} min-w-40`}>{t(`inventory.when.${entry.setWhen}`)}</td>
                <td className={`${cell} min-w-32`}>{lifetimeText(t, entry.lifetime)}</td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </LegalSubsection>
    );
  });
}

/** True when the inventory has no attribution entry: the cookie policy then says it sets no tracking cookies. */
export function setsNoAttribution(): boolean {
  return STORAGE_INVENTORY.every((entry) => entry.category !== 'attribution');
}

/** What the API stores and how long it keeps it (the privacy policy's retention table). */
export async function RetentionTable() {
  const t = await getTranslations('legal');
  return (
    <ScrollTable
      id="retention-table"
      caption={t('privacy.retention.caption')}
      head={[t('privacy.retention.data'), t('privacy.retention.kept')]}
    >
      {STORED_DATA_KEYS.map((key) => (
        <tr key={key}>
          <th scope="row" className={`${cell} w-2/5 text-start font-medium text-slate-900`}>
            {t(`inventory.stored.${key}.what`)}
          </th>
          <td className={cell}>{t(`inventory.stored.${key}.kept`, STORED_DATA_VALUES[key])}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
