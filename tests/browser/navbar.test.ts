import {openHydrated} from '../support/browser';
import {useServedSite} from '../support/site';

// The navbar at common laptop and desktop widths: the full site title, never cut; every item on
// one row inside the bar. Below 1280 px the logo alone stands for the site (its alt text names it).
const site = useServedSite();
const page = '/interop/tutorials/message-passing';

type NavbarLayout = {
  title: {text: string; visible: boolean; cut: boolean} | null;
  logoWidth: number;
  barRight: number;
  items: {label: string; left: number; right: number; top: number; bottom: number; wraps: boolean}[];
};

function measureNavbar(): NavbarLayout {
  const title = document.querySelector<HTMLElement>('.navbar__title');
  const inner = document.querySelector<HTMLElement>('.navbar__inner')!.getBoundingClientRect();
  const logo = document.querySelector<HTMLElement>('.navbar__logo')!.getBoundingClientRect();
  const items = Array.from(document.querySelectorAll<HTMLElement>('.navbar__brand, .navbar__items > .navbar__item, .navbar__items > div'))
    .filter((element) => element.getClientRects().length > 0)
    .map((element) => {
      const box = element.getBoundingClientRect();
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 24;
      const text = element.querySelector('a, button, input, .navbar__title') ?? element;
      return {
        label: element.textContent?.trim() || element.className,
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
        // A label on two lines is taller than one line plus its padding.
        wraps: text.getBoundingClientRect().height > lineHeight * 1.9,
      };
    });
  return {
    title: title && {
      text: title.textContent ?? '',
      visible: title.getClientRects().length > 0,
      cut: title.scrollWidth > title.clientWidth + 1,
    },
    logoWidth: logo.width,
    barRight: inner.right,
    items,
  };
}

function expectOneRowInsideTheBar(layout: NavbarLayout) {
  const [first] = layout.items;
  for (const item of layout.items) {
    expect({label: item.label, wraps: item.wraps}).toEqual({label: item.label, wraps: false});
    // Same row: each item spans the vertical middle of the first one.
    const middle = (first.top + first.bottom) / 2;
    expect({label: item.label, sameRow: item.top <= middle && item.bottom >= middle}).toEqual({label: item.label, sameRow: true});
    expect({label: item.label, inside: item.right <= layout.barRight + 1}).toEqual({label: item.label, inside: true});
  }
  // No two items overlap.
  const sorted = [...layout.items].sort((a, b) => a.left - b.left);
  for (let index = 1; index < sorted.length; index += 1) {
    expect({
      between: `${sorted[index - 1].label} | ${sorted[index].label}`,
      overlap: sorted[index].left < sorted[index - 1].right - 1,
    }).toEqual({
      between: `${sorted[index - 1].label} | ${sorted[index].label}`,
      overlap: false,
    });
  }
}

describe('the navbar', () => {
  it.each([1280, 1366, 1440, 1536, 1920])('shows the full site title, uncut, with every item on one row at %i px', async (width) => {
    const {page: tab, problems} = await site.openPage({viewport: {width, height: 800}});
    await openHydrated(tab, site.url(page));
    const layout = await tab.evaluate(measureNavbar);
    expect(layout.title).toEqual({text: 'Superchain Docs', visible: true, cut: false});
    expectOneRowInsideTheBar(layout);
    // The page itself does not scroll sideways.
    await expect(tab.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  it('keeps the logo, named for the site, and every item on one row at 1024 px', async () => {
    const {page: tab, problems} = await site.openPage({viewport: {width: 1024, height: 800}});
    await openHydrated(tab, site.url(page));
    const layout = await tab.evaluate(measureNavbar);
    expect(layout.logoWidth).toBeGreaterThan(20);
    await expect(tab.locator('.navbar__brand img').getAttribute('alt')).resolves.toContain('Superchain Docs');
    expectOneRowInsideTheBar(layout);
    expect(problems).toEqual([]);
  });
});
