import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/ui/section';
import { ServerMap } from '@/features/imagery/server-map';

/** Where the servers are, below the fold: the map's land loads only as it scrolls near. */
export async function ServerMapSection() {
  const t = await getTranslations('home.map');
  return (
    <Section id="locations" title={t('title')} lead={t('lead')}>
      <ServerMap />
    </Section>
  );
}
