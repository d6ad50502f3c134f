import type {Browser, BrowserContext, Page} from 'playwright-core';
import {launchChromium, trackPageProblems} from './browser';
import {buildDir} from './paths';
import {serveStatic, type RunningServer} from './staticServer';

/**
 * For a browser test file: serves the production build (made once by globalSetup) on a free
 * loopback port and starts Chromium. Each `openPage` gets a fresh context, so storage starts empty
 * unless the test says otherwise, and records the problems a reader would see.
 */
export function useServedSite() {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await serveStatic(buildDir);
    browser = await launchChromium();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  return {
    url: (route: string) => `${server.url}${route}`,
    async openPage(
      options: {
        colorScheme?: 'light' | 'dark';
        initScript?: () => void;
        permissions?: string[];
        viewport?: {width: number; height: number};
        /** A phone: touch input and the viewport meta tag honoured. */
        isMobile?: boolean;
        /** False: the page as a reader with JavaScript turned off sees it. */
        javaScriptEnabled?: boolean;
      } = {},
    ) {
      const context = await browser.newContext({
        colorScheme: options.colorScheme ?? 'light',
        permissions: options.permissions ?? [],
        ...(options.viewport ? {viewport: options.viewport} : {}),
        ...(options.isMobile ? {isMobile: true, hasTouch: true} : {}),
        ...(options.javaScriptEnabled === false ? {javaScriptEnabled: false} : {}),
      });
      contexts.push(context);
      if (options.initScript) await context.addInitScript(options.initScript);
      const page: Page = await context.newPage();
      const problems = trackPageProblems(page);
      return {page, problems};
    },
  };
}
