import { SIDEBAR_WIDTH, type UserKind } from '@portledger/contracts';
import { Layout, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { visibleMenuItems } from '../access.ts';
import { menuEntries, selectedMenuPath } from '../menu.tsx';
import { setUi, useUi } from '../ui-store.ts';

/** Collapsible sidebar: 220 wide, starts collapsed, collapses below the lg breakpoint. */
export function AppSidebar({ kind }: { kind: UserKind }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const collapsed = useUi((ui) => ui.collapsed);
  const selected = selectedMenuPath(pathname);
  return (
    <Layout.Sider
      data-testid="sidebar"
      width={SIDEBAR_WIDTH}
      collapsible
      collapsed={collapsed}
      breakpoint="lg"
      // Narrow screens collapse it; widening never expands it by itself (it starts collapsed).
      onCollapse={(value, type) => {
        if (type === 'responsive' && !value) return;
        setUi({ collapsed: value });
      }}
      theme="light"
      style={{ borderRight: '1px solid #e5e9f0' }}
    >
      <Menu
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        style={{ borderInlineEnd: 'none', paddingTop: 8 }}
        items={visibleMenuItems(menuEntries, kind).map((entry) => ({
          key: entry.path,
          icon: entry.icon,
          label: <Link to={entry.path}>{t(entry.label)}</Link>,
        }))}
      />
    </Layout.Sider>
  );
}
