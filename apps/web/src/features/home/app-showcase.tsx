import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/ui/section';
import { AppMockup, type MockupScreen } from '@/features/imagery/app-mockup';

const SCREENS = [
  { key: 'connect', screen: 'disconnected' },
  { key: 'locations', screen: 'locations' },
  { key: 'settings', screen: 'settings' },
] as const satisfies ReadonlyArray<{ key: string; screen: MockupScreen }>;

/** Three screens of the app, each with what it does: the product itself, shown rather than described. */
export async function AppShowcase() {
  const t = await getTranslations('home.showcase');
  return (
    <Section id="app" title={t('title')} lead={t('lead')} tone="muted">
      <ul className="grid gap-12 md:grid-cols-3 md:gap-8">
        {SCREENS.map(({ key, screen }) => (
          <li key={key} className="flex min-w-0 flex-col items-center text-center">
            <AppMockup screen={screen} />
            <h3 className="mt-6 text-lg font-semibold text-slate-900">{t(`${key}.title`)}</h3>
            <p className="mt-2 max-w-xs text-slate-700">{t(`${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
