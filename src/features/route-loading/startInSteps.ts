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
const steps = [
  () => import(/* webpackMode: "eager" */ 'react'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@generated/registry'),
  () => import(/* webpackMode: "eager" */ '@generated/routes'),
  () => import(/* webpackMode: "eager" */ '@generated/client-modules'),
  () => import(/* webpackMode: "eager" */ '@theme/Root'),
  () => import(/* webpackMode: "eager" */ '@theme/ThemeProvider'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App.js'),
  // Last, Docusaurus's entry itself: it preloads the route and hydrates the page.
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js'),
];

async function start(): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await nextTask();
    await step();
  }
}

void start();
