import { createElement as h } from 'react';

export default function Page() {
  return h(
    'main',
    null,
    h('h1', null, 'Framework floor'),
    h('p', null, 'A Next.js App Router page with nothing of ours on it: one heading, one paragraph and one link.'),
    h('a', { href: '/' }, 'Home'),
  );
}
