import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { routerFuture, routes } from './router';

const router = createBrowserRouter(routes, { future: routerFuture });

export function App() {
  // `<html data-ready>` once React has taken the page over: a prerendered page shows its buttons before they
  // work, so the browser journeys wait for this before acting on a freshly loaded page.
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return (
    <AppProvider>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </AppProvider>
  );
}
