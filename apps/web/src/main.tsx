import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router.tsx';
import { initialLocale, startI18n } from './lib/i18n.ts';
import { loadMessages } from './locales/index.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The page's texts arrive before the first render, while the router already loads the route's
// chunks. antd, TanStack Query and zod are not in the entry: the signed-in layout brings them
// (app/providers.tsx), so the sign-in pages stay small (docs/decisions/018).
loadMessages(initialLocale).then((messages) => {
  startI18n(initialLocale, { [initialLocale]: messages });
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
