import { getTranslations } from 'next-intl/server';

/**
 * Share links that are plain links to each network's own share page: no script, no widget, nothing
 * loaded from them until the reader chooses one (the site has no third-party trackers).
 */
export async function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = await getTranslations('blog.post');
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const networks = [
    { name: 'X', href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'Reddit', href: `https://www.reddit.com/submit?url=${u}&title=${text}` },
  ];
  return (
    <div className="mt-10">
      <h2 className="text-base font-semibold text-brand-900">{t('share')}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {networks.map((network) => (
          <li key={network.name}>
            <a
              href={network.href}
              rel="noopener noreferrer"
              target="_blank"
              aria-label={t('shareOn', { network: network.name })}
              className="inline-block rounded-lg border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50"
            >
              {network.name}
            </a>
          </li>
        ))}
        <li>
          <a
            href={`mailto:?subject=${text}&body=${u}`}
            className="inline-block rounded-lg border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50"
          >
            {t('shareByEmail')}
          </a>
        </li>
      </ul>
    </div>
  );
}
