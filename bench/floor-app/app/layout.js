// The framework floor (docs/decisions/005): the smallest App Router page, built with the same
// Next.js and React as the site, so bench/lighthouse.mjs can measure what Next.js alone scores on
// this machine in the same run as our pages.
import { createElement as h } from 'react';

export const metadata = { title: 'Framework floor', description: 'The smallest Next.js App Router page.' };
export const viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }) {
  return h('html', { lang: 'en' }, h('body', null, children));
}
