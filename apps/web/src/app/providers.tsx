import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useEffect } from 'react';
import { registerFeedback } from '../lib/feedback.ts';
import { currentLocale } from '../lib/i18n.ts';
import { router } from './router.tsx';

export const PRIMARY_COLOR = '#1f4e79';

const queryClient = new QueryClient({
  defaultOptions: {
    // The http client already toasts every failure; retrying a 4xx would only repeat the toast.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** Hands antd's context-aware toasts and the router's navigate to the http client. */
function FeedbackBridge() {
  const { message } = App.useApp();
  useEffect(
    () =>
      registerFeedback({
        showError: ({ message: text, key }) => {
          message.error({ content: text, key, duration: 5 });
        },
        navigate: (to) => {
          router.navigate(to);
        },
      }),
    [message],
  );
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider
      locale={currentLocale() === 'zh-CN' ? zhCN : enUS}
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
      <App>
        <QueryClientProvider client={queryClient}>
          <FeedbackBridge />
          {children}
        </QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
