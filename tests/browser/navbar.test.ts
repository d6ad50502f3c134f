import fs from 'node:fs';
import path from 'node:path';
import {openHydrated} from '../support/browser';
import {useServedSite} from '../support/site';
import {siteDir} from '../support/paths';

// The navbar at common laptop and desktop widths: the full site title, never cut; every item on
// one row inside the bar. Below 1280 px the logo alone stands for the site (its alt text names it).
// And at every width from a small phone to a wide screen, on the latest and an archived version's
// pages (its own build, with its longer version label): no item over another, none cut or outside the bar.
const site = useServedSite();
const page = '/interop/tutorials/message-passing';
const {versions} = JSON.parse(fs.readFileSync(path.join(siteDir, 'src/features/versions/data/versions.json'), 'utf8')) as {
  versions: {name: string; archived: boolean}[];
};
const archived = versions.find((version) => version.archived)!.name;
const [narrowest, widest] = [320, 1920];

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

/**
 * What a reader would see wrong in the navbar at the current width: two items over each other, an
 * item (or its label) cut, or an item outside the bar. The items are the brand, the menu button and
 * every item of the left and right groups that shows at this width.
 */
function navbarFaults(): string[] {
  const bar = document.querySelector<HTMLElement>('.navbar__inner')!.getBoundingClientRect();
  const items = Array.from(document.querySelectorAll<HTMLElement>('.navbar__brand, .navbar__items > *'))
    .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
    .map((element) => ({
      element,
      box: element.getBoundingClientRect(),
      label: element.textContent?.trim() || element.className.split(' ')[0],
    }));
  const faults: string[] = [];
  for (const {element, box, label} of items) {
    if (box.left < bar.left - 1 || box.right > bar.right + 1 || box.top < bar.top - 1 || box.bottom > bar.bottom + 1)
      faults.push(`${label} outside the bar`);
    // A label cut short: the item or a link, button, field or title in it holds more than it shows.
    // The item itself only where it clips what it holds (a dropdown's menu hangs outside it).
    const parts = [
      ...(getComputedStyle(element).overflowX === 'visible' ? [] : [element]),
      ...Array.from(element.querySelectorAll<HTMLElement>('a, button, input, .navbar__title')),
    ];
    for (const part of parts) {
      if (part.getClientRects().length > 0 && part.clientWidth > 0 && part.scrollWidth > part.clientWidth + 1) faults.push(`${label} cut`);
    }
  }
  for (const [index, first] of items.entries()) {
    for (const second of items.slice(index + 1)) {
      const across = Math.min(first.box.right, second.box.right) - Math.max(first.box.left, second.box.left);
      const down = Math.min(first.box.bottom, second.box.bottom) - Math.max(first.box.top, second.box.top);
      if (across > 0.5 && down > 0.5) faults.push(`${first.label} over ${second.label}`);
    }
  }
  return [...new Set(faults)];
}

/** The widths with the same faults, as ranges: "997-1022 px: Notices over Latest". */
function asRanges(faultsByWidth: [number, string[]][]): string[] {
  const ranges: string[] = [];
  let start = 0;
  faultsByWidth.forEach(([width, faults], index) => {
    const next = faultsByWidth[index + 1];
    if (!next || next[0] !== width + 1 || next[1].join() !== faults.join()) {
      const first = faultsByWidth[start][0];
      if (faults.length > 0) ranges.push(`${first === width ? width : `${first}-${width}`} px: ${faults.join('; ')}`);
      start = index + 1;
    }
  });
  return ranges;
}

describe('the navbar', () => {
  it.each([
    ['the latest docs', page],
    [`archived version ${archived}`, `/${archived}${page}`],
  ])(
    `fits every width from ${narrowest} to ${widest} px on %s: no item over another, none cut or outside the bar`,
    async (_, route) => {
      const {page: tab, problems} = await site.openPage({viewport: {width: widest, height: 800}});
      await openHydrated(tab, site.url(route));
      // One page, resized a pixel at a time, as a reader resizing the window.
      const faultsByWidth: [number, string[]][] = [];
      for (let width = narrowest; width <= widest; width += 1) {
        await tab.setViewportSize({width, height: 800});
        await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        faultsByWidth.push([width, await tab.evaluate(navbarFaults)]);
      }
      expect(faultsByWidth).toHaveLength(widest - narrowest + 1);
      expect(asRanges(faultsByWidth)).toEqual([]);
      expect(problems).toEqual([]);
    },
    // 1601 widths, each measured after two frames.
    600_000,
  );

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
