import { theme } from 'antd';
import AppContext from 'antd/es/app/context';
// The hook alone: antd's `message` also brings its static methods and their global container.
import useMessage from 'antd/es/message/useMessage';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { registerFeedback } from '../../lib/feedback.ts';
import { useOnDemandApis } from './on-demand-apis.tsx';

/**
 * What antd's App gives the signed-in pages (App.useApp(): message, modal, notification), with
 * the http client's toasts and redirects. antd's App would bring Modal and notification with
 * every page; here `modal` and `notification` load on their first call (on-demand-apis.tsx),
 * which saves a list page a twentieth of its JavaScript (docs/decisions/018).
 */
export function AppFeedback({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [messageApi, messageHolder] = useMessage();
  const { modal, notification, holders } = useOnDemandApis();
  const apis = useMemo(
    () => ({ message: messageApi, modal, notification }),
    [messageApi, modal, notification],
  );

  useEffect(
    () =>
      registerFeedback({
        showError: ({ message: text, key }) => {
          messageApi.error({ content: text, key, duration: 5 });
        },
        navigate: (to) => {
          navigate(to);
        },
      }),
    [messageApi, navigate],
  );

  return (
    <AppContext.Provider value={apis}>
      {/* The text defaults antd's App sets on its wrapper. */}
      <div
        style={{
          color: token.colorText,
          fontFamily: token.fontFamily,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
        }}
      >
        {messageHolder}
        {holders}
        {children}
      </div>
    </AppContext.Provider>
  );
}
