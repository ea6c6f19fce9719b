/**
 * The company pages (issue 11) against the production build: each passes axe in English and in
 * Arabic (right to left); the press room's download links fetch the logo files that ship in
 * public/press, outside the language routing; the affiliate program states the partner-click
 * cookie lifetimes of docs/product.md §9; and both application pages offer the application form
 * (its journeys: partner-forms.spec.ts) and the partner team's address.
 */
import AxeBuilder from '@axe-core/playwright';
import { BRAND } from '@kestrel/domain';
import { PRESS_FILES, pressFileUrl } from '../src/features/company/press-kit';
import { expect, test } from './fixtures';

const PAGES = ['/aboutus', '/press-room', '/affiliate-program', '/influencer'];

for (const path of PAGES) {
  for (const prefix of ['', '/ar']) {
    test(`axe finds no violations on ${prefix}${path}`, async ({ page }) => {
      await page.goto(`${prefix}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}

test.describe('the press kit', () => {
  for (const prefix of ['', '/ar']) {
    test(`${prefix}/press-room links every logo file, and each downloads as its type`, async ({ page, request }) => {
      await page.goto(`${prefix}/press-room`);
      const links = page.getByRole('main').locator('a[download]');
      await expect(links).toHaveCount(PRESS_FILES.length);
      // Files are not pages: no language prefix, in any language.
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(hrefs.sort()).toEqual(PRESS_FILES.map(pressFileUrl).sort());

      for (const file of PRESS_FILES) {
        const response = await request.get(pressFileUrl(file), { maxRedirects: 0 });
        expect(response.status(), file.name).toBe(200);
        expect(response.headers()['content-type'], file.name).toMatch(file.format === 'svg' ? /^image\/svg\+xml/ : /^image\/png/);
        expect((await response.body()).length, file.name).toBeGreaterThan(0);
      }
    });
  }

  test('each download link names the file it fetches', async ({ page }) => {
    await page.goto('/press-room');
    const icon = page.getByRole('link', { name: 'Download PNG (512 × 512 px)' });
    await expect(icon).toHaveAttribute('href', '/press/kestrel-icon.png');
    await expect(icon).toHaveAttribute('download', 'kestrel-icon.png');
    await expect(icon).toHaveAccessibleDescription('Icon');
  });

  test('the press contact writes to the press address', async ({ page }) => {
    await page.goto('/press-room');
    const contact = page.getByRole('region', { name: 'Press contact' });
    await expect(contact.getByRole('link', { name: 'Email the press team' })).toHaveAttribute('href', `mailto:${BRAND.pressEmail}`);
    await expect(contact.getByText(BRAND.pressEmail)).toBeVisible();
  });
});

test('the affiliate program states how long a partner click counts, per network (docs/product.md §9)', async ({ page }) => {
  await page.goto('/affiliate-program');
  const terms = page.getByRole('region', { name: 'Commission terms' });
  await expect(terms.getByRole('listitem')).toHaveText(['CJ: 45 days', 'cf: 30 days', 'Admitad: 45 days']);
});

for (const [path, subject] of [
  ['/affiliate-program', 'Affiliate program application'],
  ['/influencer', 'Creator application'],
] as const) {
  test(`${path}: "Apply now" leads to the Apply section: the application form, and the partner team's address`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole('link', { name: 'Apply now' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}#apply$`));
    const apply = page.locator('#apply');
    await expect(apply).toBeInViewport();
    await expect(apply.getByRole('button', { name: 'Send application' })).toBeVisible();
    const mailto = `mailto:${BRAND.partnersEmail}?subject=${encodeURIComponent(subject)}`;
    await expect(apply.getByRole('link', { name: BRAND.partnersEmail })).toHaveAttribute('href', mailto);
  });
}
