/** The main navigation, in one place for the header and the mobile menu. */
export const MAIN_NAV = [
  { href: '/features', key: 'features' },
  { href: '/pricing', key: 'pricing' },
  { href: '/download', key: 'download' },
  { href: '/blog', key: 'blog' },
  { href: '/faq', key: 'help' },
] as const;

export const FOOTER_NAV = [
  {
    group: 'product',
    links: [
      { href: '/features', key: 'nav.features' },
      { href: '/pricing', key: 'nav.pricing' },
      { href: '/download', key: 'nav.download' },
      { href: '/vpn-server', key: 'footer.servers' },
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
