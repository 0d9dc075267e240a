// What every signed-in page of the app stands on, without the app: React, the router, TanStack Query, and
// antd's ConfigProvider (the app's theme and locale) with App. scripts/web-floor.mjs builds each fixture of
// this folder alone, to measure what antd costs a page before the app adds anything.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { theme } from '../../packages/web/src/theme.ts';

export function mount(page: ReactNode) {
  const router = createBrowserRouter([{ path: '*', element: page }]);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <QueryClientProvider client={new QueryClient()}>
      <ConfigProvider theme={theme} locale={enGB}>
        <App>
          <RouterProvider router={router} />
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}
