import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './api/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { AuthProvider } from './shared/session/auth-context.tsx';
import './styles.css';

// No antd here: the login page renders without it, and every other page loads it with its shell
// (app/antd-shell.tsx), so the login page's JavaScript stays small (docs/performance.md, Web loading).
const queryClient = createQueryClient();
const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);
