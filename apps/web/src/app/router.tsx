import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundScreen } from './not-found-screen.tsx';
import { PendingScreen } from './pending-screen.tsx';
import { ROUTES } from './route-table.ts';

export function createRoutes(): RouteObject[] {
  return [
    ...ROUTES.map(({ path, title }) => ({ path, element: <PendingScreen title={title} /> })),
    { path: '*', element: <NotFoundScreen /> },
  ];
}

export function createRouter() {
  return createBrowserRouter(createRoutes());
}
