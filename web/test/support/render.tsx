import type { ReactElement } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppProvider } from '@/app/provider';
import { routerFuture, routes } from '@/app/router';

export interface Rendered extends RenderResult {
  /** Types, clicks and tabs like a member (delays off: antd's animations are not waited for). */
  user: UserEvent;
  /** The memory router: `router.state.location` tells where the screen navigated. */
  router: ReturnType<typeof createMemoryRouter>;
}

function renderRouter(tree: RouteObject[], entry: string): Rendered {
  const router = createMemoryRouter(tree, { initialEntries: [entry], future: routerFuture });
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const result = render(
    // antd's styles are generated but kept out of the document (as on the build's prerender): jsdom matched
    // every element against their 300 kB on each query, which cost seconds per query.
    <StyleProvider mock="server">
      <AppProvider>
        {/* A cache of its own per render: nothing a test read or wrote is seen by the next. */}
        <SWRConfig value={{ provider: () => new Map() }}>
          <RouterProvider router={router} future={{ v7_startTransition: true }} />
        </SWRConfig>
      </AppProvider>
    </StyleProvider>,
  );
  return { ...result, user, router };
}

/**
 * One screen or component with the app's providers (antd theme and locale, toasts, swr defaults) at `path`
 * (a route pattern, `/profile/:id`) entered as `route`. Any other path renders nothing, so a navigation away is
 * read from `router.state.location`.
 */
export function renderScreen(ui: ReactElement, { route = '/', path = route }: { route?: string; path?: string } = {}): Rendered {
  return renderRouter([{ path, element: ui }, { path: '*', element: null }], route);
}

/** The whole SPA (root layout, guards, lazy screens) at `route`, as a member's browser would open it. */
export function renderApp(route: string): Rendered {
  return renderRouter(routes, route);
}
