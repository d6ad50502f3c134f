import {openHydrated} from '../support/browser';
import {useServedSite} from '../support/site';

// "Report a problem" (issue 26): with JavaScript, a form that prefills the new issue with where the
// reader was and what they say; the plain link to a new issue stays for everyone else.
const site = useServedSite();
const tutorial = '/interop/tutorials/message-passing';
const repositoryUrl = process.env.REPOSITORY_URL ?? 'https://github.com/ethereum-optimism/docs';
// The test build has no SITE_URL, so a report names the page where it is read (src/utils/siteUrl.ts).

describe('Report a problem', () => {
  it('opens a form that says where the reader was, and an issue with that and their answers', async () => {
    const {page, problems} = await site.openPage();
    // The issue page is GitHub's: answered here, as tests never reach the internet.
    await page
      .context()
      .route(`${new URL(repositoryUrl).origin}/**`, (route) => route.fulfill({body: 'issue form', contentType: 'text/plain'}));
    await openHydrated(page, site.url(tutorial));
    const devnets = page.getByRole('tab', {name: 'Devnets'}).first();
    await devnets.click();
    await expect(devnets.getAttribute('aria-selected')).resolves.toBe('true');
    // Reading "Create the contracts", the reader activates the link from the keyboard (as a screen
    // reader's link list does), without scrolling to the footer. The diagram above is drawn in the
    // page's HTML with its size (src/features/diagrams), so the heading stays where the reader put
    // it and the form opened later still names it.
    await page.evaluate(() =>
      Array.from(document.querySelectorAll('article h3'))
        .find((heading) => heading.textContent?.includes('Create the contracts'))!
        .scrollIntoView({block: 'start'}),
    );
    await page.locator('.diagram svg').first().waitFor();
    await page.getByRole('link', {name: 'Report a problem'}).evaluate((anchor: HTMLAnchorElement) => anchor.focus({preventScroll: true}));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Report a problem'});
    await dialog.waitFor();
    const said = await dialog.locator('ul').textContent();
    expect(said).toContain(`Page: ${site.url(tutorial)}`);
    expect(said).toContain('Docs version: Latest');
    expect(said).toContain('Section being read: Create the contracts');
    expect(said).toContain('Tabs chosen: interop-network: devnets');

    await dialog.getByLabel('What did you do?').fill('Ran the deploy step');
    await dialog.getByLabel('What did you expect?').fill('A deployed Greeter');
    await dialog.getByLabel('What did you see?').fill('$ forge create\nError: insufficient funds');
    const [issue] = await Promise.all([page.context().waitForEvent('page'), dialog.getByRole('button', {name: 'Open the issue'}).click()]);
    const url = new URL(issue.url());
    expect(`${url.origin}${url.pathname}`).toBe(`${repositoryUrl}/issues/new`);
    expect(url.searchParams.get('title')).toBe('Problem on "Interop message passing tutorial"');
    const body = url.searchParams.get('body')!;
    expect(body).toContain(
      `Page: ${site.url(tutorial)}\nDocs version: Latest\nSection being read: Create the contracts\nTabs chosen: interop-network: devnets\n`,
    );
    expect(body).toContain('### What I did\n\nRan the deploy step\n');
    expect(body).toContain('### What I saw (command and output)\n\n```text\n$ forge create\nError: insufficient funds\n```');
    await expect(dialog.isVisible()).resolves.toBe(false);
    expect(problems).toEqual([]);
  });

  it('closes on Escape and gives the focus back to the link', async () => {
    const {page, problems} = await site.openPage();
    await openHydrated(page, site.url(tutorial));
    const link = page.getByRole('link', {name: 'Report a problem'});
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Report a problem'});
    await dialog.waitFor();
    // The browser's modal dialog: focus starts inside it.
    await expect(page.evaluate(() => document.activeElement?.closest('dialog') !== null)).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'detached'});
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Report a problem');
    expect(problems).toEqual([]);
  });
});
