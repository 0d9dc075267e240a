import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth, RequireCentre } from './guards.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { type ImplementedRoute, ROUTE_PATHS } from './routes.ts';

/**
 * Every implemented route with its page (one lazily loaded chunk each) and its guard: 'public' pages do
 * their own redirects (spec: login and centre selection), 'centre' pages need a user and a selected centre.
 * Typed against IMPLEMENTED_ROUTES, so the registry that hides links and the router cannot disagree.
 */
const PAGES: Record<
  ImplementedRoute,
  { page: LazyExoticComponent<ComponentType>; access: 'public' | 'centre' }
> = {
  login: {
    page: lazy(() => import('../features/login/login-page.tsx').then((m) => ({ default: m.LoginPage }))),
    access: 'public',
  },
  settingsCentreSelection: {
    page: lazy(() =>
      import('../features/centre-selection/centre-selection-page.tsx').then((m) => ({
        default: m.CentreSelectionPage,
      })),
    ),
    access: 'public',
  },
  dashboard: {
    page: lazy(() =>
      import('../features/dashboard/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })),
    ),
    access: 'centre',
  },
};

function routesFor(access: 'public' | 'centre'): RouteObject[] {
  return (Object.keys(PAGES) as ImplementedRoute[])
    .filter((name) => PAGES[name].access === access)
    .map((name) => {
      const Page = PAGES[name].page;
      return { path: ROUTE_PATHS[name], element: <Page /> };
    });
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        ...routesFor('public'),
        {
          element: <RequireAuth />,
          children: [{ element: <RequireCentre />, children: routesFor('centre') }],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
