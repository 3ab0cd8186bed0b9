import { QueryClient } from '@tanstack/react-query';
import { TOKEN_EVENT } from '../lib/token.ts';

/**
 * The signed-in pages' query cache. Its own module so a route loader can start a page's first
 * request while the layout (antd, app/providers.tsx) is still downloading.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // The http client already toasts every failure; retrying a 4xx would only repeat the toast.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Nothing cached for a previous user (e.g. after a 401) may leak into a new session. The sign-in
// page has no query client of its own (it does not load TanStack Query), so the cache is emptied
// here when a new token is saved.
if (typeof window !== 'undefined') {
  window.addEventListener(TOKEN_EVENT, (event) => {
    if ((event as CustomEvent<string | null>).detail) queryClient.clear();
  });
}
