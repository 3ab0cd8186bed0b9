import {
  BankOutlined,
  BellOutlined,
  CompassOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  IdcardOutlined,
  QuestionCircleOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { UserKind } from '@portledger/contracts';
import type { ReactNode } from 'react';
import { OPERATOR_ONLY, PRINCIPAL_AND_AGENT, PRINCIPAL_AND_OPERATOR, PRINCIPAL_ONLY } from './access.ts';

/**
 * A menu icon drawn from one SVG path, as antd draws its own: an antd icon not used elsewhere on the
 * first page is a chunk of its own there, and /das-mgmt has no bytes to spare (docs/decisions/018).
 */
function DrawnIcon({ d }: { d: string }) {
  return (
    <span className="anticon" aria-hidden="true">
      <svg
        aria-hidden="true"
        viewBox="0 0 1024 1024"
        width="1em"
        height="1em"
        fill="currentColor"
        focusable="false"
      >
        <path d={d} />
      </svg>
    </span>
  );
}
/** Three bars: the agent scorecards. */
const scorecardsIcon = 'M112 880h800v-64H112zm80-128h112V432H192zm264 0h112V208H456zm264 0h112V560H720z';
/** A shield with a check: the screening thresholds. */
const screeningIcon =
  'M512 64 160 192v288c0 224 150 392 352 480 202-88 352-256 352-480V192zm288 416c0 184-118 326-288 406-170-80-288-222-288-406V236l288-105 288 105zM451 572 345 466l-45 45 151 151 273-273-45-45z';

export interface MenuEntry {
  path: string;
  /** i18n key of the label. */
  label: string;
  icon: ReactNode;
  kinds?: readonly UserKind[];
}

/** Sidebar entries; the kinds must equal the route's (a test compares them). */
export const menuEntries: readonly MenuEntry[] = [
  { path: '/dashboard', label: 'layout.menu.dashboard', icon: <DashboardOutlined /> },
  { path: '/das-mgmt', label: 'layout.menu.dasMgmt', icon: <FileTextOutlined /> },
  { path: '/payment', label: 'layout.menu.payments', icon: <WalletOutlined /> },
  {
    path: '/agent-scorecards',
    label: 'layout.menu.scorecards',
    icon: <DrawnIcon d={scorecardsIcon} />,
    kinds: PRINCIPAL_AND_OPERATOR,
  },
  { path: '/vessels', label: 'layout.menu.vessels', icon: <CompassOutlined /> },
  { path: '/ports', label: 'layout.menu.ports', icon: <EnvironmentOutlined /> },
  { path: '/notification', label: 'layout.menu.notifications', icon: <BellOutlined /> },
  { path: '/help-centre', label: 'layout.menu.helpCentre', icon: <QuestionCircleOutlined /> },
  {
    path: '/myaccount/profile',
    label: 'layout.menu.myAccount',
    icon: <UserOutlined />,
    kinds: PRINCIPAL_ONLY,
  },
  {
    path: '/settings/company',
    label: 'layout.menu.company',
    icon: <BankOutlined />,
    kinds: PRINCIPAL_AND_AGENT,
  },
  {
    path: '/settings/charterers',
    label: 'layout.menu.charterers',
    icon: <TeamOutlined />,
    kinds: PRINCIPAL_ONLY,
  },
  { path: '/settings/users', label: 'layout.menu.users', icon: <IdcardOutlined />, kinds: OPERATOR_ONLY },
  {
    path: '/settings/screening',
    label: 'layout.menu.screening',
    icon: <DrawnIcon d={screeningIcon} />,
    kinds: OPERATOR_ONLY,
  },
];

/** The entry to highlight: the longest entry path that prefixes the current path. */
export function selectedMenuPath(
  pathname: string,
  entries: readonly MenuEntry[] = menuEntries,
): string | undefined {
  const section = (path: string) => (path.startsWith('/myaccount') ? '/myaccount' : path);
  return entries
    .filter((entry) => {
      const base = section(entry.path);
      return pathname === base || pathname.startsWith(`${base}/`);
    })
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
}
