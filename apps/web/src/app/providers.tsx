import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
// antd's component styles, prebuilt: with `zeroRuntime` antd no longer generates them in the browser
// on each component's first render. The file holds no theme values, only var(--ant-...): the
// theme below still reaches the page as CSS variables that antd writes at runtime.
import 'antd/dist/antd.css';
import { antdLocale } from '../lib/library-locales.ts';
import { usePrefersReducedMotion } from '../lib/reduced-motion.ts';
import { queryClient } from './query-client.ts';

export const PRIMARY_COLOR = '#1f4e79';

/** antd's theme and texts and TanStack Query, for the signed-in pages (the main layout). */
export function Providers({ children }: { children: ReactNode }) {
  // With the system's "reduce motion" set, antd opens and closes popups, modals and drawers at
  // once instead of animating them (WCAG 2.3.3).
  const motion = !usePrefersReducedMotion();
  return (
    <ConfigProvider
      locale={antdLocale()}
      // No "登 录": button names stay exactly as translated (tests and screen readers find them).
      button={{ autoInsertSpace: false }}
      wave={{ disabled: !motion }}
      theme={{
        zeroRuntime: true,
        token: { colorPrimary: PRIMARY_COLOR, colorLink: PRIMARY_COLOR, borderRadius: 6, motion },
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
