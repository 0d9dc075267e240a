import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { MutationToasts } from './api/mutation-toasts.ts';
import { createQueryClient } from './api/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { AuthProvider } from './shared/session/auth-context.tsx';
import { themeFor } from './theme.ts';
import './styles.css';

const queryClient = createQueryClient();
const router = createAppRouter();
const theme = themeFor(window.matchMedia('(prefers-reduced-motion: reduce)').matches);

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

createRoot(root).render(
  <StrictMode>
    <ConfigProvider theme={theme} locale={enGB}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <MutationToasts />
          <AuthProvider>
            <RouterProvider router={router} />
          </AuthProvider>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  </StrictMode>,
);
