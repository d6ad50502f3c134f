// The browser bundle's entry (./startInStepsPlugin.ts): Docusaurus's own client entry, reached in
// steps, each a task of its own. Evaluating the main bundle was one task of 105-145 ms on the CI
// machine, unthrottled; Lighthouse's simulated phone takes four times that, and counts all of it
// beyond 50 ms as blocking time. Each step evaluates one part of the bundle (modules already
// evaluated are not evaluated again) and hands the main thread back to the browser before the next.
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });

// "eager": the modules stay in the main bundle, where Docusaurus puts them; no extra request.
const beforeRoutes = [
  () => import(/* webpackMode: "eager" */ 'react'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@generated/registry'),
  () => import(/* webpackMode: "eager" */ '@generated/routes'),
];
// What App.js imports, the theme's layout first: App's error boundary imports the theme's error
// page, which imports the layout, navbar and footer, so App alone was a 40-70 ms step.
const theme = [
  () => import(/* webpackMode: "eager" */ '@generated/client-modules'),
  () => import(/* webpackMode: "eager" */ '@theme/Root'),
  () => import(/* webpackMode: "eager" */ '@theme/ThemeProvider'),
  () => import(/* webpackMode: "eager" */ '@theme/Navbar'),
  () => import(/* webpackMode: "eager" */ '@theme/Footer'),
  () => import(/* webpackMode: "eager" */ '@theme/Layout'),
  () => import(/* webpackMode: "eager" */ '@theme/Error'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App.js'),
];

async function inSteps(steps: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const step of steps) {
    await nextTask();
    await step();
  }
}

/**
 * Asks for the chunks of the page's routes, one route level per task, and returns when they are
 * loaded. Docusaurus's entry does the same in one task (its preload.js: matching the address
 * against every route, then a script element per chunk); once this is done, its preload finds the
 * routes matched and their chunks loaded. Started before the theme's steps, the chunks download
 * while those evaluate.
 */
async function preloadPageRoutes(): Promise<unknown> {
  const [{matchRoutes}, {default: routes}] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-router-config'),
    import(/* webpackMode: "eager" */ '@generated/routes'),
  ]);
  // The addresses Docusaurus's preload matches: as written and decoded.
  await nextTask();
  const {pathname} = window.location;
  const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((address) => matchRoutes(routes, address));
  const loading: unknown[] = [];
  for (const {route} of matches) {
    await nextTask();
    // Typed as react-loadable components; ours (./lazyComponentCreator.tsx) return the loading promise.
    loading.push((route.component as {preload?: () => unknown}).preload?.());
  }
  return Promise.all(loading);
}

async function start(): Promise<void> {
  await inSteps(beforeRoutes);
  // Its tasks and the theme's take turns.
  const pageRoutes = preloadPageRoutes();
  await inSteps(theme);
  await pageRoutes;
  await nextTask();
  // Last, Docusaurus's entry itself: it preloads the route (now at once) and hydrates the page.
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js');
}

void start();
