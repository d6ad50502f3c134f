import {openHydrated} from '../support/browser';
import {useServedSite} from '../support/site';

// "Copy page" puts the page's Markdown version on the clipboard; the page downloads it only then.
const site = useServedSite();
const tutorial = '/interop/tutorials/message-passing';

describe('Copy page', () => {
  it('copies the Markdown version of the page, fetched on click', async () => {
    const {page, problems} = await site.openPage({permissions: ['clipboard-read', 'clipboard-write']});
    const markdownRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.md')) markdownRequests.push(new URL(request.url()).pathname);
    });
    await openHydrated(page, site.url(tutorial));
    expect(markdownRequests).toEqual([]);

    await page.getByRole('button', {name: 'Copy page'}).click();
    await page.getByRole('button', {name: 'Copied'}).waitFor();
    expect(markdownRequests).toEqual([`${tutorial}.md`]);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const served = await (await page.request.get(site.url(`${tutorial}.md`))).text();
    expect(copied).toBe(served);
    expect(copied).toContain('# Interop message passing tutorial');
    expect(copied).toContain('**Devnets**');
    expect(problems).toEqual([]);
  });

  it('hands the page to ChatGPT or Claude with plain links that ask them to read its Markdown, requesting nothing before a click', async () => {
    const {page, problems} = await site.openPage();
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(site.url('/'))) external.push(request.url());
    });
    await openHydrated(page, site.url(tutorial));
    // The address the assistant is asked to read: the page's Markdown where it is read, as the test
    // build has no SITE_URL (src/utils/siteUrl.ts); never the machine that built it.
    const prompts = async (on: typeof page) => {
      const asked: string[] = [];
      for (const [name, newChat] of [
        ['ChatGPT', 'https://chatgpt.com/'],
        ['Claude', 'https://claude.ai/new'],
      ]) {
        const url = new URL((await on.getByRole('link', {name: `Open in ${name}`}).getAttribute('href'))!);
        expect(`${url.origin}${url.pathname}`).toBe(newChat);
        asked.push(url.searchParams.get('q')!);
      }
      return asked;
    };
    const prompt = (address: string) => `Read ${address} so that I can ask you questions about it.`;
    const servedAt = site.url(`${tutorial}.md`);
    await expect(prompts(page)).resolves.toEqual([prompt(servedAt), prompt(servedAt)]);
    expect(external).toEqual([]);
    expect(problems).toEqual([]);

    // The same links without JavaScript, naming the page by its path: the HTML cannot know the address.
    const {page: plain} = await site.openPage({javaScriptEnabled: false});
    await plain.goto(site.url(tutorial));
    await expect(prompts(plain)).resolves.toEqual([prompt(`${tutorial}.md`), prompt(`${tutorial}.md`)]);
  });

  it('offers to copy again a few seconds after "Copied"', async () => {
    const {page, problems} = await site.openPage({permissions: ['clipboard-read', 'clipboard-write']});
    await openHydrated(page, site.url(tutorial));
    await page.getByRole('button', {name: 'Copy page'}).click();
    await page.getByRole('button', {name: 'Copied'}).waitFor();
    await page.getByRole('button', {name: 'Copy page'}).waitFor({timeout: 15_000});
    await expect(page.getByRole('status').filter({hasText: 'Page copied'}).count()).resolves.toBe(0);
    expect(problems).toEqual([]);
  });

  it('links the same Markdown for reading or saving', async () => {
    const {page} = await site.openPage();
    await openHydrated(page, site.url('/interop/message-expiration'));
    const link = page.getByRole('link', {name: 'View as Markdown'});
    await expect(link.getAttribute('href')).resolves.toBe('/interop/message-expiration.md');
    const response = await page.request.get(site.url('/interop/message-expiration.md'));
    expect(response.headers()['content-type']).toContain('text/markdown');
    await expect(response.text()).resolves.toMatch(/^---\ntitle: "/);
  });
});
