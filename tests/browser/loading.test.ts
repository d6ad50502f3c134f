import type {Page} from 'playwright-core';
import {themes} from 'prism-react-renderer';
import {useServedSite} from '../support/site';
import {openHydrated} from '../support/browser';

// What a page loads, and when: code highlighting waits until a reader needs it, diagrams come drawn,
// links in view are prefetched once each.
const site = useServedSite();
const tutorial = '/interop/tutorials/message-passing';
const codePage = '/operators/chain-operators/tools/fee-calculator';
/** The longest reference page: eleven flag tables. */
const batcher = '/operators/chain-operators/configuration/batcher';
/** A phone: 390 by 844 pixels, touch input, the viewport meta tag honoured. */
const phone = {viewport: {width: 390, height: 844}, isMobile: true};

/** Records the scripts the page requests: `urls` so far, and how many (`count()`). */
function scriptRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return {urls, count: () => urls.length};
}

const commentColour = (theme: typeof themes.vsLight) => theme.styles.find(({types}) => types.includes('comment'))?.style.color;

describe('starting a page', () => {
  it.each([
    ['the home page', '/'],
    ['the message-passing tutorial', tutorial],
  ])(
    'shows %s before its scripts are asked for, then hydrates it: its links navigate within the page, with no problem reported',
    async (_name, route) => {
      const {page, problems} = await site.openPage({
        initScript: () => {
          // Each of the site's scripts first adds itself to webpack's chunk list, which the first to
          // run creates.
          let chunks: unknown;
          Object.defineProperty(window, 'webpackChunksuperchain_docs', {
            configurable: true,
            get: () => chunks,
            set: (value) => {
              chunks = value;
              const timing = window as unknown as {firstScriptRanAt?: number};
              timing.firstScriptRanAt ??= performance.now();
            },
          });
        },
      });
      await openHydrated(page, site.url(route));
      const {firstScriptRanAt, firstScriptAskedAt, firstContentfulPaint} = await page.evaluate(() => ({
        firstScriptRanAt: (window as unknown as {firstScriptRanAt?: number}).firstScriptRanAt,
        firstScriptAskedAt: Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter(({name}) => new URL(name).pathname.startsWith('/assets/js/'))
            .map(({startTime}) => startTime),
        ),
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      }));
      expect(firstContentfulPaint).toBeGreaterThan(0);
      // Not even downloaded before: on a slow link they would share it with what the paint waits for.
      expect(firstScriptAskedAt).toBeGreaterThan(firstContentfulPaint!);
      expect(firstScriptRanAt).toBeGreaterThan(firstScriptAskedAt);

      // A mark on the window survives client-side navigation only.
      await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
      await page.locator('.theme-layout-navbar-left > a.navbar__link').filter({hasText: 'Operators'}).click();
      await page.waitForURL((url) => url.pathname === '/operators');
      await expect(page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).resolves.toBe(true);
      expect(problems).toEqual([]);
    },
  );
});

describe('code blocks', () => {
  it('are highlighted from the server, and get their buttons and Prism when the pointer reaches one', async () => {
    const {page, problems} = await site.openPage({permissions: ['clipboard-read', 'clipboard-write']});
    const scripts = scriptRequests(page);
    await openHydrated(page, site.url(codePage));
    await page.waitForLoadState('networkidle');
    const block = page.locator('.theme-code-block').first();
    await expect(block.locator('.token').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('.theme-code-block button').count()).resolves.toBe(0);
    const loadedBeforeHover = scripts.count();

    await block.hover();
    const copy = page.locator('.theme-code-block').first().getByRole('button', {name: 'Copy code to clipboard'});
    await copy.waitFor();
    expect(scripts.count()).toBeGreaterThan(loadedBeforeHover);
    await copy.click();
    const lines = await page
      .locator('.theme-code-block')
      .first()
      .locator('.token-line')
      .evaluateAll((elements) => elements.map((line) => line.textContent));
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(lines.join('\n'));
    expect(problems).toEqual([]);
  });

  it('keep the keyboard focus when they go live, and their buttons are next in the tab order', async () => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url(codePage));
    await page.locator('.theme-code-block pre').first().focus();
    await page.locator('.theme-code-block').first().locator('button').first().waitFor();
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        const firstBlock = document.querySelector('.theme-code-block');
        return {tag: element?.tagName, inFirstBlock: Boolean(firstBlock?.contains(element))};
      });
    await expect(focused()).resolves.toEqual({tag: 'PRE', inFirstBlock: true});
    await page.keyboard.press('Tab');
    await expect(focused()).resolves.toEqual({tag: 'BUTTON', inFirstBlock: true});
    expect(problems).toEqual([]);
  });

  it("show the keyboard focus ring of their code whole, although a block's drawing is contained", async () => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url(codePage));
    const code = page.locator('.theme-code-block pre').first();
    await code.focus();
    await page.locator('.theme-code-block').first().locator('button').first().waitFor();
    // Back and forth with the keyboard, as a reader reaches it (a focus given by a script shows no ring).
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    // The ring's outer edge (the outline's offset plus its width, from the code's border) lies inside
    // the code's box, which lies inside the block, which clips what is drawn outside it.
    const ring = code.evaluate((element) => {
      const style = getComputedStyle(element);
      const block = element.closest('.theme-code-block')?.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return {
        focusVisible: element.matches(':focus-visible'),
        outsideCode: parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth),
        codeInsideBlock: Boolean(
          block && box.left >= block.left && box.right <= block.right && box.top >= block.top && box.bottom <= block.bottom,
        ),
      };
    });
    await expect(ring).resolves.toMatchObject({focusVisible: true, codeInsideBlock: true});
    expect((await ring).outsideCode).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });

  it.each([
    ['light', themes.vsLight],
    ['dark', themes.vsDark],
  ] as const)('colour tokens with the %s Prism theme before and after going live', async (colorScheme, theme) => {
    const {page, problems} = await site.openPage({colorScheme});
    await openHydrated(page, site.url(tutorial));
    const comment = page.locator('.theme-code-block .token.comment').first();
    await expect(comment.evaluate((element) => getComputedStyle(element).color)).resolves.toBe(commentColour(theme));
    await comment.hover();
    await page.locator('.theme-code-block button').first().waitFor();
    await expect(comment.evaluate((element) => getComputedStyle(element).color)).resolves.toBe(commentColour(theme));
    expect(problems).toEqual([]);
  });

  it("keep the server's tab panels, highlighted, through hydration: none is removed or shown plain", async () => {
    const {page, problems} = await site.openPage({
      initScript: () => {
        // Every code block that React puts on the page without highlighting, and every tab panel it
        // takes off, described for the failure message. The HTML parser's own insertions are left
        // out: it adds a block before the rest of its HTML has arrived, and React cannot render
        // until parsing has finished.
        const win = window as unknown as {plainCodeShown: string[]; tabPanelsRemoved: string[]};
        win.plainCodeShown = [];
        win.tabPanelsRemoved = [];
        const when = () =>
          `${document.documentElement.getAttribute('data-has-hydrated') === 'true' ? 'after' : 'before'} hydration, ${Math.round(performance.now())} ms`;
        const withSelf = (node: Node, selector: string) =>
          node instanceof Element
            ? [node, ...Array.from(node.querySelectorAll(selector))].filter((element) => element.matches(selector))
            : [];
        new MutationObserver((mutations) => {
          if (document.readyState === 'loading') return;
          for (const mutation of mutations) {
            for (const node of Array.from(mutation.addedNodes)) {
              for (const element of withSelf(node, 'pre')) {
                if (!element.querySelector('.token')) win.plainCodeShown.push(`${element.textContent?.slice(0, 40)} (${when()})`);
              }
            }
            for (const node of Array.from(mutation.removedNodes)) {
              for (const element of withSelf(node, '[role="tabpanel"]')) win.tabPanelsRemoved.push(`${element.id} (${when()})`);
            }
          }
        }).observe(document, {childList: true, subtree: true});
      },
    });
    await openHydrated(page, site.url(tutorial));
    await page.waitForLoadState('networkidle');
    const recorded = page.evaluate(() => {
      const {plainCodeShown, tabPanelsRemoved} = window as unknown as {plainCodeShown: string[]; tabPanelsRemoved: string[]};
      return {plainCodeShown, tabPanelsRemoved};
    });
    await expect(recorded).resolves.toEqual({plainCodeShown: [], tabPanelsRemoved: []});
    await expect(page.locator('pre:not(:has(.token))').count()).resolves.toBe(0);
    // The tab panels still hold their code (a block kept as empty HTML would pass the checks above).
    const blocksInTabs = page.locator('[role="tabpanel"] .theme-code-block');
    await expect(blocksInTabs.count()).resolves.toBeGreaterThan(0);
    await expect(blocksInTabs.filter({hasNot: page.locator('.token')}).count()).resolves.toBe(0);
    expect(problems).toEqual([]);
  });

  it('are highlighted on a page opened by client-side navigation', async () => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url('/interop'));
    await page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));
    await page.locator(`main a[href="${tutorial}"]`).first().click();
    await page.waitForURL(`**${tutorial}`);
    await page.locator('.theme-code-block .token').first().waitFor();
    await expect(page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).resolves.toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('diagrams', () => {
  // Drawn ahead of time (src/features/diagrams): in the page as it arrives, nothing to load or draw.
  it('are drawn in the page as it arrives, and scrolling to one loads no script', async () => {
    const {page, problems} = await site.openPage();
    const scripts = scriptRequests(page);
    await openHydrated(page, site.url(tutorial));
    await page.waitForLoadState('networkidle');
    const loadedBeforeScroll = scripts.count();
    const diagram = page.locator('.diagram svg:visible').first();
    await expect(diagram.textContent()).resolves.toContain('SentMessage');
    await expect(diagram.textContent()).resolves.toContain('CrossDomainSetGreeting');

    await diagram.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(scripts.urls.slice(loadedBeforeScroll)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it.each([
    ['a desktop', {width: 1350, height: 940}],
    ['a phone', {width: 390, height: 844}],
  ])('leave the text being read in place, the diagram above it already at its size, on %s', async (_, viewport) => {
    const {page, problems} = await site.openPage({viewport});
    await openHydrated(page, site.url(tutorial));
    // The reader reads the heading after the diagram, with the diagram just above the screen.
    const headingTop = () =>
      page.evaluate(() => document.getElementById('setting-up-your-development-environment')!.getBoundingClientRect().top);
    await page.evaluate(() => {
      const diagram = document.querySelector('.diagram')!;
      window.scrollTo(0, window.scrollY + diagram.getBoundingClientRect().bottom + 40);
    });
    const before = await headingTop();
    const diagram = page.locator('.diagram svg:visible').first();
    await expect(diagram.evaluate((svg) => svg.getBoundingClientRect().height)).resolves.toBeGreaterThan(100);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(Math.abs((await headingTop()) - before)).toBeLessThan(1);
    expect(problems).toEqual([]);
  });
});

describe('prefetching', () => {
  it('asks for each chunk of the pages linked in view once, and none the page has loaded', async () => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url(codePage));
    // Prefetching waits for idle moments: read the links once their number stops growing.
    const prefetchLinks = page.locator('link[rel="prefetch"]');
    await prefetchLinks.first().waitFor({state: 'attached'});
    for (let count = -1; count !== (await prefetchLinks.count()); await page.waitForTimeout(500)) {
      count = await prefetchLinks.count();
    }
    const prefetched = await prefetchLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(prefetched.length).toBeGreaterThan(0);
    expect(new Set(prefetched).size).toBe(prefetched.length);
    // The scripts the page itself loaded (the bundler removes their elements once loaded).
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => new URL(entry.name).pathname),
    );
    expect(loaded.length).toBeGreaterThan(2);
    expect(prefetched.filter((href) => loaded.includes(href))).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('the phone menu', () => {
  const sidebarLink = (page: Page) => page.locator('.navbar-sidebar .theme-doc-sidebar-menu a[aria-current="page"]');

  it('opens with the section sidebar when tapped right after the page loads', async () => {
    const {page, problems} = await site.openPage(phone);
    await openHydrated(page, site.url(codePage));
    await page.locator('button.navbar__toggle').click();
    await sidebarLink(page).waitFor();
    await expect(sidebarLink(page).getAttribute('href')).resolves.toBe(codePage);
    await page.locator('.navbar-sidebar button.navbar-sidebar__close').click();
    await page.locator('.navbar-sidebar').waitFor({state: 'hidden'});
    expect(problems).toEqual([]);
  });

  it('is joined by the phone table of contents once the page has loaded', async () => {
    const {page, problems} = await site.openPage(phone);
    await openHydrated(page, site.url(codePage));
    await page.locator('.theme-doc-toc-mobile button').click();
    await page.locator('.theme-doc-toc-mobile a.table-of-contents__link').first().waitFor();
    await expect(page.locator('.theme-doc-sidebar-container').isVisible()).resolves.toBe(false);
    expect(problems).toEqual([]);
  });

  it('takes over from the docs sidebar when a desktop window narrows to a phone, and gives it back', async () => {
    const {page, problems} = await site.openPage({viewport: {width: 1280, height: 800}});
    await openHydrated(page, site.url(codePage));
    const desktopSidebar = page.locator('.theme-doc-sidebar-container .theme-doc-sidebar-menu');
    await desktopSidebar.waitFor();
    await page.setViewportSize(phone.viewport);
    // The window's size reaches the page as a transition: wait for the desktop sidebar to go.
    await desktopSidebar.waitFor({state: 'detached'});
    await page.locator('button.navbar__toggle').click();
    await expect(sidebarLink(page).getAttribute('href')).resolves.toBe(codePage);
    await page.locator('.navbar-sidebar button.navbar-sidebar__close').click();
    await page.setViewportSize({width: 1280, height: 800});
    await desktopSidebar.waitFor();
    await expect(desktopSidebar.locator('a[aria-current="page"]').getAttribute('href')).resolves.toBe(codePage);
    expect(problems).toEqual([]);
  });

  it('follows the reader to the next page, which it then marks as current', async () => {
    const {page, problems} = await site.openPage(phone);
    await openHydrated(page, site.url(codePage));
    await page.locator('button.navbar__toggle').click();
    await sidebarLink(page).waitFor();
    // Another page of the current one's category.
    const next = sidebarLink(page).locator('xpath=ancestor::li[1]/../li/a[not(@aria-current)]').first();
    const nextRoute = (await next.getAttribute('href'))!;
    await next.click();
    await page.waitForURL(`**${nextRoute}`);
    await page.locator('.navbar-sidebar').waitFor({state: 'hidden'});
    await page.locator('button.navbar__toggle').click();
    await expect(sidebarLink(page).getAttribute('href')).resolves.toBe(nextRoute);
    expect(problems).toEqual([]);
  });

  it("starts without building the browser's collator (theme-common's filler sorted with localeCompare)", async () => {
    const {page, problems} = await site.openPage(phone);
    await page.addInitScript(() => {
      const counted = window as unknown as {localeCompares: number};
      counted.localeCompares = 0;
      const original = String.prototype.localeCompare;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof original>) {
        counted.localeCompares += 1;
        return original.apply(this, args);
      };
    });
    await openHydrated(page, site.url(codePage));
    // The drawer, and the docs sidebar in it, is built once the reader reaches for the menu.
    await page.locator('button.navbar__toggle').hover();
    await sidebarLink(page).waitFor({state: 'attached'});
    await expect(page.evaluate(() => (window as unknown as {localeCompares: number}).localeCompares)).resolves.toBe(0);
    expect(problems).toEqual([]);
  });

  it('is built when the reader reaches for the menu, not while the page starts, and off screen until it opens', async () => {
    const {page, problems} = await site.openPage(phone);
    await openHydrated(page, site.url(codePage));
    // Once the page has settled (its idle work done, the linked pages prefetched), still no drawer.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.navbar-sidebar').count()).resolves.toBe(0);
    await page.locator('button.navbar__toggle').hover();
    await sidebarLink(page).waitFor({state: 'attached'});
    await expect(sidebarLink(page).isVisible()).resolves.toBe(false);
    await page.locator('button.navbar__toggle').click();
    await sidebarLink(page).waitFor();
    expect(problems).toEqual([]);
  });
});

describe('chevrons', () => {
  // src/css/custom.css draws them with clip-path: Infima's are data: SVG images, each a whole SVG
  // document built in the page's first style pass, before the page can respond.

  /** Every image the page's styles use, on elements and their ::before and ::after, as it opens,
   * but back to top's (kept, see src/css/custom.css). */
  const imagesInStyles = (page: Page) =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('*:not(.theme-back-to-top-button)')).flatMap((element) =>
        [null, '::before', '::after'].flatMap((pseudo) => {
          const style = getComputedStyle(element, pseudo);
          return [style.backgroundImage, style.maskImage, style.listStyleImage, style.borderImageSource].filter((value) =>
            value.includes('url('),
          );
        }),
      ),
    );

  /** How each chevron is drawn: whether it has a size and a colour, and its shape. */
  const drawn = (page: Page, selector: string, pseudo: '::before' | '::after') =>
    page.locator(selector).evaluateAll(
      (elements, pseudo) =>
        elements.map((element) => {
          const style = getComputedStyle(element, pseudo);
          return {
            sized: parseFloat(style.width) > 0 && parseFloat(style.height) > 0,
            coloured: !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(style.backgroundColor),
            shape: style.clipPath.split('(')[0],
          };
        }),
      pseudo,
    );
  const chevron = {sized: true, coloured: true, shape: 'polygon'};

  it("on a phone: the breadcrumbs and the table of contents button have theirs, and no image but back to top's is styled", async () => {
    const {page, problems} = await site.openPage(phone);
    await openHydrated(page, site.url(batcher));
    await expect(imagesInStyles(page)).resolves.toEqual([]);
    const chevrons = [
      ...(await drawn(page, '.breadcrumbs__item:not(:last-child)', '::after')),
      ...(await drawn(page, '.theme-doc-toc-mobile button', '::after')),
    ];
    expect(chevrons).toHaveLength(4);
    expect(chevrons).toEqual(chevrons.map(() => chevron));
    expect(problems).toEqual([]);
  });

  it("on a desktop: the sidebar's categories, open and closed, have theirs, and no image but back to top's is styled", async () => {
    const {page, problems} = await site.openPage({viewport: {width: 1280, height: 800}});
    await openHydrated(page, site.url(batcher));
    await expect(imagesInStyles(page)).resolves.toEqual([]);
    await expect(page.locator('.theme-doc-sidebar-menu .menu__list-item--collapsed').count()).resolves.toBeGreaterThan(0);
    const carets = [
      ...(await drawn(page, '.theme-doc-sidebar-menu .menu__caret', '::before')),
      ...(await drawn(page, '.theme-doc-sidebar-menu .menu__link--sublist-caret', '::after')),
    ];
    expect(carets.length).toBeGreaterThan(3);
    expect(carets).toEqual(carets.map(() => chevron));
    expect(problems).toEqual([]);
  });
});

describe('parts far below the screen', () => {
  // src/css/custom.css gives them content-visibility: auto, so that the page's first style and layout
  // pass leaves them out.
  const parts = ['.reference-table', '.page-sources', '.pagination-nav'];

  /** Whether the content of the page's last such part is drawn. */
  const drawn = (page: Page, selector: string) =>
    page
      .locator(selector)
      .last()
      .evaluate((part) => part.firstElementChild?.checkVisibility({contentVisibilityAuto: true}));
  const nextFrames = (page: Page) =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

  it('are drawn when the reader scrolls to them, and find in page reaches them before', async () => {
    const {page, problems} = await site.openPage(phone);
    await openHydrated(page, site.url(batcher));
    await expect(Promise.all(parts.map((selector) => drawn(page, selector)))).resolves.toEqual(parts.map(() => false));

    const source = (await page.locator('.page-sources a').first().textContent()) ?? '';
    expect(source).not.toBe('');
    await expect(page.evaluate((text) => (window as unknown as {find(text: string): boolean}).find(text), source)).resolves.toBe(true);
    await nextFrames(page);
    await expect(
      page
        .locator('.page-sources')
        .last()
        .evaluate((sources) => sources.getBoundingClientRect().top),
    ).resolves.toBeLessThan(phone.viewport.height);
    await expect(drawn(page, '.page-sources')).resolves.toBe(true);

    for (const selector of parts) {
      await page
        .locator(selector)
        .last()
        .evaluate((part) => part.scrollIntoView());
      await nextFrames(page);
      await expect(drawn(page, selector)).resolves.toBe(true);
    }
    expect(problems).toEqual([]);
  });

  it('code blocks reserve their own height, so nothing moves when one is drawn', async () => {
    // src/features/code-blocks/CodeBlock: the height reserved comes from the block's line count.
    const {page, problems} = await site.openPage(phone);
    await openHydrated(page, site.url(tutorial));
    const blocks = page.locator('.theme-code-block');
    const state = (index: number) =>
      blocks.nth(index).evaluate((block) => ({
        inOpenTab: block.checkVisibility(),
        drawn: block.firstElementChild?.checkVisibility({contentVisibilityAuto: true}),
        height: Math.round(block.getBoundingClientRect().height),
      }));
    await expect(state((await blocks.count()) - 1)).resolves.toMatchObject({inOpenTab: true, drawn: false});

    // Every block in an open tab and not drawn as the page opens, with the height it reserves then.
    const reserved: {block: number; height: number}[] = [];
    for (let index = 0; index < (await blocks.count()); index += 1) {
      const {inOpenTab, drawn, height} = await state(index);
      if (inOpenTab && !drawn) reserved.push({block: index, height});
    }
    const heights = [];
    for (const {block, height} of reserved) {
      await blocks.nth(block).evaluate((element) => element.scrollIntoView());
      await nextFrames(page);
      const after = await state(block);
      expect(after.drawn).toBe(true);
      heights.push({block, reserved: height, drawn: after.height});
    }
    expect(heights.length).toBeGreaterThanOrEqual(5);
    // The reserve counts a title as one line: a title that wraps on a phone adds one (26 px).
    expect(heights.filter(({reserved, drawn}) => Math.abs(drawn - reserved) > 26)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('section cards', () => {
  // src/features/navigation/docsPlugin.ts: the cards' descriptions are a chunk of their own.
  const tutorials = '/interop/tutorials';
  const child = '/interop/tutorials/deploy-superchain-erc20';
  const description = (page: Page, href: string) =>
    page.locator(`.section-cards a.card[href="${href}"] .theme-doc-card-description`).textContent({timeout: 5000});

  it('keep their descriptions through hydration, load them with a landing page only, and show them after client-side navigation', async () => {
    const {page, problems} = await site.openPage();
    const scripts = scriptRequests(page);
    await openHydrated(page, site.url(tutorial));
    await page.waitForLoadState('networkidle');
    expect(scripts.urls.filter((url) => url.includes('/card-descriptions.'))).toEqual([]);

    await page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));
    await page.locator(`nav[aria-label="Breadcrumbs"] a[href="${tutorials}"]`).click();
    await page.waitForURL(`**${tutorials}`);
    await expect(description(page, child)).resolves.toMatch(/\w{4,}/);
    await expect(page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).resolves.toBe(true);
    expect(scripts.urls.filter((url) => url.includes('/card-descriptions.'))).toHaveLength(1);

    const opened = await site.openPage();
    await openHydrated(opened.page, site.url(tutorials));
    await expect(description(opened.page, child)).resolves.toBe(await description(page, child));
    expect(problems).toEqual([]);
    expect(opened.problems).toEqual([]);
  });
});
