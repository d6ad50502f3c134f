import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {knownSiteUrl, siteAddress} from './siteUrl';

/**
 * A route's full address, for what must name one (an assistant's prompt, a problem report): on the
 * site's address (SITE_URL) when the build knows it, else, once the page runs in a browser, on the
 * address it is read at; in the HTML of such a build, the route alone.
 */
export default function useSiteAddress(): (route: string) => string {
  const {siteConfig} = useDocusaurusContext();
  const isBrowser = useIsBrowser();
  const siteUrl = knownSiteUrl(siteConfig.url) ?? (isBrowser ? window.location.origin : undefined);
  return (route) => siteAddress(siteUrl, route);
}
