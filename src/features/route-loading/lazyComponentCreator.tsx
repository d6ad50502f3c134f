// Replaces @docusaurus/ComponentCreator in the browser bundle: the generated route table calls it
// for every route (651 here) while the main bundle starts, and each call built a loadable
// component; now that happens only for a route that is rendered or preloaded.
import React, {type ReactNode} from 'react';
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';

type RouteComponent = ReturnType<typeof ComponentCreator>;

export default function lazyComponentCreator(path: string, hash: string): RouteComponent {
  let loadable: RouteComponent | undefined;
  const routeComponent = () => (loadable ??= ComponentCreator(path, hash));
  function LazyRouteComponent(props: Record<string, unknown>): ReactNode {
    const Loadable = routeComponent();
    return <Loadable {...props} />;
  }
  // Docusaurus preloads a route's chunks before rendering it (first load, link hover).
  LazyRouteComponent.preload = () => routeComponent().preload();
  // Its entry in @generated/routesChunkNames, where ComponentCreator reads its chunk names
  // (./startInSteps.ts loads the page's chunks one at a time before Docusaurus preloads the route).
  LazyRouteComponent.routeEntry = `${path}-${hash}`;
  return LazyRouteComponent as unknown as RouteComponent;
}
