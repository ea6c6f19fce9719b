/**
 * The header and footer links, in one place for the header, the mobile menu and the footer. A link
 * is shown once its page is built: the route table's status decides (site/routes.ts), so no
 * visitor follows a link to a 404 and a page appears in the navigation the day it is built.
 */
import { routeFor } from '../../site/routes';

const isLive = (link: { href: string }) => routeFor(link.href).status === 'built';

const MAIN_LINKS = [
  { href: '/features', key: 'features' },
  { href: '/pricing', key: 'pricing' },
  { href: '/download', key: 'download' },
  { href: '/blog', key: 'blog' },
  { href: '/faq', key: 'help' },
] as const;

export const MAIN_NAV = MAIN_LINKS.filter(isLive);

const FOOTER_GROUPS = [
  {
    group: 'product',
    links: [
      { href: '/features', key: 'nav.features' },
      { href: '/pricing', key: 'nav.pricing' },
      { href: '/download', key: 'nav.download' },
      { href: '/vpn-server', key: 'footer.servers' },
      { href: '/InternetAccess', key: 'useCases.label' },
      { href: '/gift-card', key: 'footer.giftCard' },
    ],
  },
  {
    group: 'company',
    links: [
      { href: '/aboutus', key: 'footer.aboutus' },
      { href: '/press-room', key: 'footer.pressRoom' },
      { href: '/affiliate-program', key: 'footer.affiliate' },
      { href: '/influencer', key: 'footer.influencer' },
      { href: '/blog', key: 'nav.blog' },
    ],
  },
  {
    group: 'support',
    links: [
      { href: '/faq', key: 'footer.faq' },
      { href: '/contact-us', key: 'footer.contact' },
      { href: '/what-is-vpn', key: 'footer.whatIsVpn' },
      { href: '/money-back-guarantee', key: 'footer.moneyBack' },
    ],
  },
  {
    group: 'legal',
    links: [
      { href: '/policy', key: 'footer.privacy' },
      { href: '/terms-of-service', key: 'footer.terms' },
      { href: '/cookie-policy', key: 'footer.cookies' },
    ],
  },
] as const;

/** Footer columns with their built links; a column with none is left out. */
export const FOOTER_NAV = FOOTER_GROUPS.map((column) => ({ group: column.group, links: column.links.filter(isLive) })).filter(
  (column) => column.links.length > 0,
);
