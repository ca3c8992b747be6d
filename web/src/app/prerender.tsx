/**
 * The build's prerender (build/prerender.ts renders this module in Node): the public pages as HTML with the
 * antd styles they use, so they paint before any JavaScript runs; main.tsx then hydrates them. The tree is
 * the browser's (same providers, routes and router options) with the signed-out state of a first visit.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { paths } from '@/config/paths';
import { documentTitle } from '@/utils/document-title';
import { preloadScreens } from './lazy-screen';
import { sampleMemberReads } from './prerender-sample-member';
import { AppProvider } from './provider';
import { routerFuture, routes } from './router';

/**
 * Pages whose first screen is the same for every visitor. / is among them: until the session check answers it
 * shows the home feed's frame and skeletons to everyone (then the feed, or the landing page for a visitor).
 */
export const prerenderedPaths = [
  paths.home,
  paths.auth,
  paths.landing,
  paths.about,
  paths.guidelines,
  paths.privacy,
  paths.help,
  paths.contact,
  paths.smsConsent,
  paths.smsTerms,
].map((path) => path.getHref());

/**
 * Pages that also load their screen's chunks with the page (modulepreload) rather than once the entry has run:
 * the home screen is large and members wait for it (hydration waits for a page's screen in any case).
 * Keyed by path; the value is the screen's source, as the build manifest names it.
 */
export const pagesWithScreenPreloads: Record<string, string> = {
  [paths.home.getHref()]: 'src/app/routes/home.tsx',
};

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** `<style>` elements of the antd rules the page uses (and the cache marks antd reads on hydration). */
  styles: string;
  title: string;
}

export async function prerender(pathname: string): Promise<PrerenderedPage> {
  // Lazy screens render synchronously once loaded: renderToString would otherwise print their spinner.
  await preloadScreens(routes, pathname);
  const handler = createStaticHandler(routes, { future: routerFuture });
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} answers with a redirect, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context, { future: routerFuture });
  const cache = createCache();
  const render = (reads: Record<string, unknown>) =>
    renderToString(
      <StyleProvider cache={cache}>
        <AppProvider>
          <SWRConfig value={{ fallback: reads }}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </SWRConfig>
        </AppProvider>
      </StyleProvider>,
    );
  const html = render({});
  // / is shown to members above all: their home's styles come with the page too (its markup is thrown away).
  if (pathname === paths.home.getHref()) render(sampleMemberReads);
  return {
    html,
    styles: extractStyle(cache),
    title: documentTitle(context.matches.map((match) => match.route)),
  };
}
