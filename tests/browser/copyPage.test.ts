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
    // The address the assistant is asked to read: the page's Markdown on the deployed site (SITE_URL).
    const markdownAddress = new URL(`${tutorial}.md`, process.env.SITE_URL ?? 'http://localhost:3000').href;
    for (const [name, newChat] of [
      ['ChatGPT', 'https://chatgpt.com/'],
      ['Claude', 'https://claude.ai/new'],
    ]) {
      const href = await page.getByRole('link', {name: `Open in ${name}`}).getAttribute('href');
      const url = new URL(href!);
      expect(`${url.origin}${url.pathname}`).toBe(newChat);
      expect(url.searchParams.get('q')).toBe(`Read ${markdownAddress} so that I can ask you questions about it.`);
    }
    expect(external).toEqual([]);
    expect(problems).toEqual([]);

    // The same links without JavaScript.
    const {page: plain} = await site.openPage({javaScriptEnabled: false});
    await plain.goto(site.url(tutorial));
    await expect(plain.getByRole('link', {name: /^Open in (ChatGPT|Claude)$/}).count()).resolves.toBe(2);
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
