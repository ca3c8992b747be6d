import { isValidElement, lazy, useState, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A lazily loaded screen that can also be loaded ahead of its first render. */
export type LazyScreen = ComponentType & { preload: () => Promise<void> };

/**
 * React.lazy with a preload: once `preload()` has resolved, the screen renders at once instead of suspending.
 * Hydration needs that (a prerendered page's screen must not suspend while React adopts its markup, or an
 * update arriving meanwhile client-renders the boundary with its spinner), and so does the prerender itself.
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A failed download may succeed later (a flaky network): the next preload tries again.
        pending = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  function Screen() {
    // Chosen once per mount: switching from the lazy wrapper to the component later would remount the screen.
    const [Component] = useState(() => loaded ?? Suspending);
    return <Component />;
  }
  return Object.assign(Screen, { preload });
}

/** Loads the lazy screens of the routes matching `pathname`. */
export async function preloadScreens(routes: RouteObject[], pathname: string): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const preload = isValidElement(route.element) ? (route.element.type as Partial<LazyScreen>).preload : undefined;
    if (preload) loads.push(preload());
  }
  await Promise.all(loads);
}
