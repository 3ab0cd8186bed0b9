import { Layout, Spin } from 'antd';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useNavigation } from 'react-router';
import { SecondaryText } from '../../components/plain-text.tsx';
import { LazyErrorResult, LazyForbiddenResult } from '../../components/result/lazy-results.tsx';
import { useMe } from '../../features/auth/api/get-me.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { getToken, getUser, saveUser, subscribeSession } from '../../lib/session.ts';
import { canOpenRoute } from '../access.ts';
import { Providers } from '../providers.tsx';
import { setUi } from '../ui-store.ts';
import { AppFeedback } from './app-feedback.tsx';
import { AppHeader } from './app-header.tsx';
import { AppSidebar } from './app-sidebar.tsx';
import { GlobalLoadingSpinner } from './global-loading.tsx';

/** `/`: header, sidebar, the page (or 403 when the user's kind may not open it), footer. */
export function MainLayout() {
  return (
    <Providers>
      <AppFeedback>
        <SignedInLayout />
      </AppFeedback>
    </Providers>
  );
}

function SignedInLayout() {
  const { t } = useTranslation();
  const user = useSyncExternalStore(subscribeSession, getUser);
  const navigation = useNavigation();
  const matches = useMatches();
  // Refresh the stored user on start; a 401 here clears the session and goes to login.
  const me = useMe(Boolean(getToken()));

  useEffect(() => {
    if (me.data) saveUser(me.data);
  }, [me.data]);
  useEffect(() => {
    setUi({ showGlobalLoading: navigation.state === 'loading' });
  }, [navigation.state]);

  if (!user)
    return me.isError ? <LazyErrorResult subTitle={me.error.message} /> : <Spin fullscreen spinning />;
  const allowed = canOpenRoute(
    matches.map((match) => match.handle as RouteHandle | undefined),
    user.kind,
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader user={user} />
      <Layout>
        <AppSidebar kind={user.kind} />
        <Layout>
          <Layout.Content style={{ padding: '16px 24px', minWidth: 0 }}>
            {allowed ? <Outlet /> : <LazyForbiddenResult />}
          </Layout.Content>
          <Layout.Footer style={{ textAlign: 'center', padding: '12px 24px' }}>
            <SecondaryText style={{ fontSize: 12 }}>
              {t('common.copyright', { year: new Date().getFullYear() })}
            </SecondaryText>
          </Layout.Footer>
        </Layout>
      </Layout>
      <GlobalLoadingSpinner />
    </Layout>
  );
}
