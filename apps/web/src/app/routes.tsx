import type { UserKind } from '@portledger/contracts';
import { Navigate, type RouteObject, redirect } from 'react-router';
import { NotFoundResult, ServerErrorResult } from '../components/result/results.tsx';
import { getToken } from '../lib/session.ts';
import { PRINCIPAL_AND_AGENT, PRINCIPAL_ONLY } from './access.ts';
import { GlobalLoading } from './layout/global-loading.tsx';

/**
 * Every route of DESIGN.md section 8 with its role requirement (`handle.kinds`, inherited by the
 * children). Screens of later issues are the honest placeholder until their feature replaces `lazy`.
 */
const placeholder = () =>
  import('../components/placeholder-page.tsx').then((m) => ({ Component: m.PlaceholderPage }));
const page = (crumb: string, path: string, kinds?: readonly UserKind[]): RouteObject => ({
  path,
  handle: kinds ? { crumb, kinds } : { crumb },
  lazy: placeholder,
});
const index = (): RouteObject => ({ index: true, lazy: placeholder });

/** Without a token every page of the main layout goes to the login page, remembering the target. */
function requireToken({ request }: { request: Request }) {
  if (getToken()) return null;
  const url = new URL(request.url);
  return redirect(`/auth/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

export const routes: RouteObject[] = [
  {
    path: '/auth',
    lazy: () =>
      import('../features/auth/components/auth-layout.tsx').then((m) => ({ Component: m.AuthLayout })),
    ErrorBoundary: ServerErrorResult,
    HydrateFallback: GlobalLoading,
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
    lazy: () => import('./layout/main-layout.tsx').then((m) => ({ Component: m.MainLayout })),
    ErrorBoundary: ServerErrorResult,
    HydrateFallback: GlobalLoading,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      page('pages.dashboard', 'dashboard'),
      {
        path: 'das-mgmt',
        handle: { crumb: 'pages.portCalls' },
        children: [
          index(),
          page('pages.portCallCreate', 'create', PRINCIPAL_ONLY),
          {
            path: ':id',
            handle: { crumb: 'pages.portCallDetail' },
            children: [
              index(),
              page('pages.portCallApprove', 'approve', PRINCIPAL_ONLY),
              page('pages.portCallPayment', 'payment/:paymentId'),
            ],
          },
        ],
      },
      page('pages.payments', 'payment'),
      {
        path: 'vessels',
        handle: { crumb: 'pages.vessels' },
        children: [index(), page('pages.vesselDetail', ':id')],
      },
      {
        path: 'ports',
        handle: { crumb: 'pages.ports' },
        children: [
          index(),
          {
            path: ':id',
            handle: { crumb: 'pages.portDetail' },
            children: [index(), page('pages.terminal', 'terminal/:terminalId')],
          },
        ],
      },
      page('pages.notifications', 'notification'),
      {
        path: 'myaccount',
        handle: { crumb: 'pages.myAccount', kinds: PRINCIPAL_ONLY, noLink: true },
        children: [
          { index: true, element: <Navigate to="profile" replace /> },
          page('pages.profile', 'profile'),
          {
            path: 'preference',
            handle: { crumb: 'pages.preference' },
            children: [index(), page('pages.instruction', 'create-instruction/:id?')],
          },
        ],
      },
      {
        path: 'help-centre',
        handle: { crumb: 'pages.helpCentre' },
        children: [index(), page('pages.helpArticle', ':id')],
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
              index(),
              {
                path: ':id',
                handle: { crumb: 'pages.companyDetail' },
                children: [index(), page('pages.bankAccount', 'bank-account/:bankAccountId?')],
              },
            ],
          },
          {
            path: 'charterers',
            handle: { crumb: 'pages.charterers', kinds: PRINCIPAL_ONLY },
            children: [index(), page('pages.charterer', 'create-charterer/:id?')],
          },
        ],
      },
      {
        path: '*',
        Component: NotFoundResult,
      },
    ],
  },
];
