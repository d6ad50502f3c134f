// The browser bundle's entry (./startInStepsPlugin.ts): Docusaurus's own client entry, reached in
// steps, each a task of its own. Evaluating the main bundle was one task of 105-145 ms on the CI
// machine, unthrottled; Lighthouse's simulated phone takes four times that, and counts all of it
// beyond 50 ms as blocking time. Each step evaluates one part of the bundle (modules already
// evaluated are not evaluated again) and hands the main thread back to the browser before the next.
import type {RouteConfig} from 'react-router-config';
// A function and no imports of its own: the other modules are imported in steps, as below.
import {chunkNamesIn} from './chunkIndex';

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

// A task that compiles route patterns hands the main thread back once it has run this long: 40
// patterns took 2-25 ms unthrottled on the 2-core machine, so a count per task did not bound it.
const patternSliceMs = 4;

/** Resolves at once while the task that compiles patterns is younger than the slice, else in a new task. */
function patternSlices(): () => Promise<void> {
  let sliceEnd = 0;
  return async () => {
    if (performance.now() < sliceEnd) return;
    await nextTask();
    sliceEnd = performance.now() + patternSliceMs;
  };
}

type MatchPath = typeof import('@docusaurus/router').matchPath;

/**
 * Compiles, in short tasks, the patterns matchRoutes will try for this address. It tries the routes
 * in order until one matches, then that route's children; matchPath compiles each route's pattern
 * the first time and keeps it. Compiled in one go, a few hundred patterns took one long task.
 */
async function compileRoutePatterns(
  matchPath: MatchPath,
  routes: readonly RouteConfig[],
  address: string,
  nextSlice = patternSlices(),
): Promise<void> {
  for (const route of routes) {
    await nextSlice();
    // A route without a path matches as its parent did.
    if (route.path === undefined || matchPath(address, route)) {
      if (route.routes) await compileRoutePatterns(matchPath, route.routes, address, nextSlice);
      return;
    }
  }
}

/**
 * Compiles, in short tasks, the pattern of every route in each branch of the route tree the address
 * matches: at each level, every route, then the children of each that matches. Both of these
 * compiled a few hundred patterns in one task, 15-25 ms unthrottled on the 2-core machine: the docs
 * version dropdown, which matches the address against every doc of its version in one render
 * (getActiveDocContext in plugin-content-docs; a doc's pattern is its route's, with the same
 * options), and the first link prefetched, which is matched against the routes before it. The
 * routes of the other docs versions are children of a version route the address does not match,
 * so their patterns are left for when a link asks for them.
 */
async function compileMatchingBranches(
  matchPath: MatchPath,
  routes: readonly RouteConfig[],
  address: string,
  nextSlice = patternSlices(),
): Promise<void> {
  const matching: RouteConfig[] = [];
  for (const route of routes) {
    await nextSlice();
    // A route without a path matches as its parent did.
    if (route.path === undefined || matchPath(address, route)) matching.push(route);
  }
  for (const route of matching) if (route.routes) await compileMatchingBranches(matchPath, route.routes, address, nextSlice);
}

/** Compiles the patterns of the branches the page's address matches (compileMatchingBranches). */
async function compileBranchPatterns(): Promise<void> {
  const [{matchPath}, {default: routes}] = await Promise.all([
    import(/* webpackMode: "eager" */ '@docusaurus/router'),
    import(/* webpackMode: "eager" */ '@generated/routes'),
  ]);
  await compileMatchingBranches(matchPath, routes, window.location.pathname);
}

/**
 * Loads the chunks of the page's routes, one chunk per task, and returns when they are loaded.
 * Docusaurus's entry asks for them all in one task (its preload.js: matching the address against
 * the routes, then a script element per chunk), 50-90 ms unthrottled. Once this is done, its
 * preload finds the routes' patterns compiled and their chunks loaded. Started before the theme's
 * steps, the chunks download while those evaluate.
 */
async function preloadPageRoutes(): Promise<unknown> {
  await nextTask();
  // Modules the main bundle evaluates anyway (the entry, App, ComponentCreator import them).
  const [{matchPath}, {matchRoutes}, {default: registry}, {default: routes}, {default: routesChunkNames}] = await Promise.all([
    import(/* webpackMode: "eager" */ '@docusaurus/router'),
    import(/* webpackMode: "eager" */ 'react-router-config'),
    import(/* webpackMode: "eager" */ '@generated/registry'),
    import(/* webpackMode: "eager" */ '@generated/routes'),
    import(/* webpackMode: "eager" */ '@generated/routesChunkNames'),
  ]);
  // The addresses Docusaurus's preload matches: as written and decoded.
  const {pathname} = window.location;
  const addresses = [...new Set([pathname, decodeURI(pathname)])];
  for (const address of addresses) await compileRoutePatterns(matchPath, routes, address);
  await nextTask();
  const loading: unknown[] = [];
  for (const {route} of addresses.flatMap((address) => matchRoutes(routes, address))) {
    // ./lazyComponentCreator.tsx gives each route component its entry in the chunk names.
    const {routeEntry} = route.component as {routeEntry?: string};
    for (const chunkName of routeEntry ? chunkNamesIn(routesChunkNames[routeEntry]) : []) {
      await nextTask();
      // The loader ComponentCreator calls for this chunk: it adds the chunk's script elements.
      loading.push(registry[chunkName]?.[0]());
    }
  }
  return Promise.all(loading);
}

async function start(): Promise<void> {
  await inSteps(beforeRoutes);
  // Their tasks and the theme's take turns.
  const pageRoutes = preloadPageRoutes();
  const routePatterns = compileBranchPatterns();
  await inSteps(theme);
  await Promise.all([pageRoutes, routePatterns]);
  await nextTask();
  // Last, Docusaurus's entry itself: it preloads the route (now at once) and hydrates the page.
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js');
}

void start();
