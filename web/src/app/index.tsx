import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { routerFuture, routes } from './router';

const router = createBrowserRouter(routes, { future: routerFuture });

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </AppProvider>
  );
}
