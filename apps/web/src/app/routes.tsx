import { Navigate, type RouteObject, redirect } from 'react-router';
import { LazyNotFoundResult, LazyServerErrorResult } from '../components/result/lazy-results.tsx';
import { initialLocale } from '../lib/i18n.ts';
import { loadDateLibrary, loadLibraryLocales } from '../lib/library-locales.ts';
import { getToken } from '../lib/token.ts';
import { loadOtherPageMessages } from '../locales/index.ts';
import { OPERATOR_ONLY, PRINCIPAL_AND_AGENT, PRINCIPAL_AND_OPERATOR, PRINCIPAL_ONLY } from './access.ts';
import { FirstLoad } from './layout/first-load.tsx';

/** Without a token every page of the main layout goes to the login page, remembering the target. */
function requireToken({ request }: { request: Request }) {
  if (getToken()) return null;
  const url = new URL(request.url);
  return redirect(`/auth/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

/** The create and edit pages; the module composes them with the agents' scorecards (decision 022). */
const portCallEditPage = () =>
  import('./port-call-edit-route.tsx').then((m) => ({ Component: m.PortCallEditRoute }));

/** Starts the list's GET /port_calls for `search` and keeps the answer in the query cache for the page. */
function prefetchPortCallList(search: URLSearchParams): void {
  void import('../features/port-calls/api/prefetch-port-calls.ts')
    .then((m) => m.prefetchPortCalls(search))
    // The page asks itself (and reports a failure) when the prefetch could not start.
    .catch(() => undefined);
}

/**
 * Called before the router starts: when the page opened is the port-call list, the module that
 * sends its request (a few small chunks) is asked for before the layout's and the page's chunks
 * (about 70, six at a time over HTTP/1.1), then the one that keeps the answer for the page, so
 * the rows are there when the page first draws (docs/decisions/032).
 */
export function startFirstRequest({ pathname, search }: { pathname: string; search: string }): void {
  if (pathname.replace(/\/+$/, '') !== '/das-mgmt') return;
  const params = new URLSearchParams(search);
  void import('../features/port-calls/api/start-port-calls-request.ts')
    .then((m) => m.startPortCallsRequest(params))
    .catch(() => undefined);
  prefetchPortCallList(params);
}

/** `/das-mgmt`, the first page after sign-in: drawn with the texts loaded before the first render. */
const portCallList: RouteObject = {
  index: true,
  // The list's first request starts with the route's code, not after the page has drawn (on the
  // first load startFirstRequest has already started it: the same request is not sent twice).
  loader: ({ request }) => {
    prefetchPortCallList(new URL(request.url).searchParams);
    return null;
  },
  lazy: () =>
    import('../features/port-calls/pages/port-calls-list-page.tsx').then((m) => ({
      Component: m.PortCallsListPage,
    })),
};

/**
 * Every other signed-in page loads the other pages' texts (locales/index.ts) and dayjs
 * (lib/library-locales.ts) with its code, so the port-call list does not download them
 * (docs/decisions/018).
 */
function withOtherPageResources(route: RouteObject): RouteObject {
  const { lazy } = route;
  const wrapped =
    typeof lazy === 'function' && route !== portCallList
      ? {
          lazy: () =>
            Promise.all([lazy(), loadOtherPageMessages(), loadDateLibrary()]).then(([loaded]) => loaded),
        }
      : {};
  return { ...route, ...wrapped, children: route.children?.map(withOtherPageResources) } as RouteObject;
}

/** Every route of DESIGN.md section 8 with its role requirement (`handle.kinds`, inherited by the children). */
const declaredRoutes: RouteObject[] = [
  {
    path: '/auth',
    lazy: () =>
      import('../features/auth/components/auth-layout.tsx').then((m) => ({ Component: m.AuthLayout })),
    ErrorBoundary: LazyServerErrorResult,
    HydrateFallback: FirstLoad,
    children: [
      { index: true, element: <Navigate to="login" replace /> },
      {
        path: 'login',
        lazy: () => import('../features/auth/pages/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'forget-psw',
        lazy: () =>
          import('../features/auth/pages/forget-password-page.tsx').then((m) => ({
            Component: m.ForgetPasswordPage,
          })),
      },
      {
        path: 'reset-psw',
        lazy: () =>
          import('../features/auth/pages/reset-password-page.tsx').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
      },
    ],
  },
  {
    path: '/',
    loader: requireToken,
    // antd draws only the signed-in pages: its texts load with the layout.
    lazy: async () => {
      const [{ MainLayout }] = await Promise.all([
        import('./layout/main-layout.tsx'),
        loadLibraryLocales(initialLocale),
      ]);
      return { Component: MainLayout };
    },
    ErrorBoundary: LazyServerErrorResult,
    HydrateFallback: FirstLoad,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      {
        path: 'dashboard',
        handle: { crumb: 'pages.dashboard' },
        lazy: () =>
          import('../features/dashboard/pages/dashboard-page.tsx').then((m) => ({
            Component: m.DashboardPage,
          })),
      },
      {
        path: 'das-mgmt',
        handle: { crumb: 'pages.portCalls' },
        children: [
          portCallList,
          {
            path: 'create',
            handle: { crumb: 'pages.portCallCreate', kinds: PRINCIPAL_ONLY },
            lazy: portCallEditPage,
          },
          {
            path: ':id',
            handle: { crumb: 'pages.portCallDetail' },
            children: [
              {
                index: true,
                // Features do not import each other: the router composes the detail and the DA.
                lazy: async () => {
                  const [{ PortCallDetailPage }, { DaTab }, { PaymentsPanel }, { PortCallInstructions }] =
                    await Promise.all([
                      import('../features/port-calls/pages/port-call-detail-page.tsx'),
                      import('../features/das/components/da-tab.tsx'),
                      import('../features/payments/components/payments-panel.tsx'),
                      import('../features/account/components/port-call-instructions.tsx'),
                    ]);
                  return {
                    Component: () => (
                      <PortCallDetailPage
                        renderDa={(p) => <DaTab portCallId={p.id} daId={p.da.id} />}
                        renderPayments={(p) => <PaymentsPanel portCallId={p.id} />}
                        renderInstructions={(p) => <PortCallInstructions portCallId={p.id} />}
                      />
                    ),
                  };
                },
              },
              {
                path: 'edit',
                handle: { crumb: 'portCalls.form.editCrumb', kinds: PRINCIPAL_ONLY },
                lazy: portCallEditPage,
              },
              {
                path: 'approve',
                handle: { crumb: 'pages.portCallApprove', kinds: PRINCIPAL_ONLY },
                lazy: () =>
                  import('../features/das/pages/approve-da-page.tsx').then((m) => ({
                    Component: m.ApproveDaPage,
                  })),
              },
              {
                path: 'payment/:paymentId',
                handle: { crumb: 'pages.portCallPayment' },
                lazy: () =>
                  import('../features/payments/pages/payment-page.tsx').then((m) => ({
                    Component: m.PaymentPage,
                  })),
              },
            ],
          },
        ],
      },
      {
        path: 'payment',
        handle: { crumb: 'pages.payments' },
        lazy: () =>
          import('../features/payments/pages/payments-list-page.tsx').then((m) => ({
            Component: m.PaymentsListPage,
          })),
      },
      {
        path: 'agent-scorecards',
        handle: { crumb: 'pages.scorecards', kinds: PRINCIPAL_AND_OPERATOR },
        lazy: () =>
          import('../features/scorecards/pages/agent-scorecards-page.tsx').then((m) => ({
            Component: m.AgentScorecardsPage,
          })),
      },
      {
        path: 'vessels',
        handle: { crumb: 'pages.vessels' },
        children: [
          {
            index: true,
            lazy: () =>
              import('../features/vessels/pages/vessels-list-page.tsx').then((m) => ({
                Component: m.VesselsListPage,
              })),
          },
          {
            path: ':id',
            handle: { crumb: 'pages.vesselDetail' },
            lazy: () =>
              import('../features/vessels/pages/vessel-detail-page.tsx').then((m) => ({
                Component: m.VesselDetailPage,
              })),
          },
        ],
      },
      {
        path: 'ports',
        handle: { crumb: 'pages.ports' },
        children: [
          {
            index: true,
            lazy: () =>
              import('../features/ports/pages/ports-list-page.tsx').then((m) => ({
                Component: m.PortsListPage,
              })),
          },
          {
            path: ':id',
            handle: { crumb: 'pages.portDetail' },
            children: [
              {
                index: true,
                lazy: () =>
                  import('../features/ports/pages/port-detail-page.tsx').then((m) => ({
                    Component: m.PortDetailPage,
                  })),
              },
              {
                path: 'terminal/:terminalId',
                handle: { crumb: 'pages.terminal' },
                lazy: () =>
                  import('../features/ports/pages/terminal-detail-page.tsx').then((m) => ({
                    Component: m.TerminalDetailPage,
                  })),
              },
            ],
          },
        ],
      },
      {
        path: 'notification',
        handle: { crumb: 'pages.notifications' },
        lazy: () =>
          import('../features/notifications/pages/notifications-page.tsx').then((m) => ({
            Component: m.NotificationsPage,
          })),
      },
      {
        path: 'myaccount',
        handle: { crumb: 'pages.myAccount', kinds: PRINCIPAL_ONLY, noLink: true },
        children: [
          { index: true, element: <Navigate to="profile" replace /> },
          {
            path: 'profile',
            handle: { crumb: 'pages.profile' },
            lazy: () =>
              import('../features/account/pages/profile-page.tsx').then((m) => ({
                Component: m.ProfilePage,
              })),
          },
          {
            path: 'preference',
            handle: { crumb: 'pages.preference' },
            children: [
              {
                index: true,
                lazy: () =>
                  import('../features/account/pages/preference-page.tsx').then((m) => ({
                    Component: m.PreferencePage,
                  })),
              },
              {
                path: 'create-instruction/:id?',
                handle: { crumb: 'pages.instruction' },
                lazy: () =>
                  import('../features/account/pages/instruction-editor-page.tsx').then((m) => ({
                    Component: m.InstructionEditorPage,
                  })),
              },
            ],
          },
        ],
      },
      {
        path: 'help-centre',
        handle: { crumb: 'pages.helpCentre' },
        children: [
          {
            index: true,
            lazy: () =>
              import('../features/help-centre/pages/help-centre-page.tsx').then((m) => ({
                Component: m.HelpCentrePage,
              })),
          },
          {
            path: ':id',
            handle: { crumb: 'pages.helpArticle' },
            lazy: () =>
              import('../features/help-centre/pages/help-article-page.tsx').then((m) => ({
                Component: m.HelpArticlePage,
              })),
          },
        ],
      },
      {
        path: 'settings',
        handle: { crumb: 'pages.settings', noLink: true },
        children: [
          { index: true, element: <Navigate to="company" replace /> },
          {
            path: 'company',
            handle: { crumb: 'pages.company', kinds: PRINCIPAL_AND_AGENT },
            children: [
              {
                index: true,
                lazy: () =>
                  import('../features/company/pages/company-page.tsx').then((m) => ({
                    Component: m.CompanyPage,
                  })),
              },
              {
                path: ':id',
                handle: { crumb: 'pages.companyDetail' },
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('../features/company/pages/legal-entity-page.tsx').then((m) => ({
                        Component: m.LegalEntityPage,
                      })),
                  },
                  {
                    path: 'bank-account/:bankAccountId?',
                    handle: { crumb: 'pages.bankAccount' },
                    lazy: () =>
                      import('../features/company/pages/bank-account-page.tsx').then((m) => ({
                        Component: m.BankAccountPage,
                      })),
                  },
                ],
              },
            ],
          },
          {
            path: 'charterers',
            handle: { crumb: 'pages.charterers', kinds: PRINCIPAL_ONLY },
            children: [
              {
                index: true,
                lazy: () =>
                  import('../features/charterers/pages/charterers-list-page.tsx').then((m) => ({
                    Component: m.CharterersListPage,
                  })),
              },
              {
                path: 'create-charterer/:id?',
                handle: { crumb: 'pages.charterer' },
                lazy: () =>
                  import('../features/charterers/pages/charterer-edit-page.tsx').then((m) => ({
                    Component: m.ChartererEditPage,
                  })),
              },
            ],
          },
          {
            path: 'users',
            handle: { crumb: 'pages.users', kinds: OPERATOR_ONLY },
            lazy: () =>
              import('../features/users/pages/users-list-page.tsx').then((m) => ({
                Component: m.UsersListPage,
              })),
          },
          {
            path: 'screening',
            handle: { crumb: 'pages.screeningSettings', kinds: OPERATOR_ONLY },
            lazy: () =>
              import('../features/screening/pages/screening-settings-page.tsx').then((m) => ({
                Component: m.ScreeningSettingsPage,
              })),
          },
        ],
      },
      {
        path: '*',
        Component: LazyNotFoundResult,
      },
    ],
  },
];

/** The routes, every signed-in page but the port-call list loading what the list does not need. */
export const routes: RouteObject[] = declaredRoutes.map((route) =>
  route.path === '/'
    ? ({ ...route, children: route.children?.map(withOtherPageResources) } as RouteObject)
    : route,
);
