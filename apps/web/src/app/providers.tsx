import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { antdLocale } from '../lib/library-locales.ts';
import { TOKEN_EVENT } from '../lib/token.ts';

export const PRIMARY_COLOR = '#1f4e79';

const queryClient = new QueryClient({
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

/** antd's theme and texts and TanStack Query, for the signed-in pages (the main layout). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider
      locale={antdLocale()}
      // No "登 录": button names stay exactly as translated (tests and screen readers find them).
      button={{ autoInsertSpace: false }}
      theme={{
        token: { colorPrimary: PRIMARY_COLOR, colorLink: PRIMARY_COLOR, borderRadius: 6 },
        components: {
          Layout: { headerBg: '#fff', bodyBg: '#f5f7fa', footerBg: '#f5f7fa' },
          Menu: { itemSelectedBg: '#e3edf7', itemSelectedColor: PRIMARY_COLOR, itemHoverBg: '#f0f4f9' },
        },
      }}
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
