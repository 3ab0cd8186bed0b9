import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { UserInfo } from '@portledger/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout.ts';
import { clearSession } from '../../lib/session.ts';
import { loadOtherPageMessages } from '../../locales/index.ts';

// The form (antd Form and its validator) and its texts (account.*, locales/index.ts) load when the
// user asks for it, not with every page.
const ChangePasswordModal = lazy(() =>
  Promise.all([
    import('../../features/account/components/change-password-modal.tsx'),
    loadOtherPageMessages(),
  ]).then(([m]) => ({ default: m.ChangePasswordModal })),
);

/** Display name with Change password and Logout (logout leaves even when the call fails). */
export function UserMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const [changingPassword, setChangingPassword] = useState(false);
  // Mounted from the first ask on, so closing it still animates.
  const [asked, setAsked] = useState(false);

  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: async () => {
        await navigate('/auth/login', { replace: true });
        clearSession();
        queryClient.clear();
      },
    });

  const items: MenuProps['items'] = [
    { key: 'password', icon: <KeyOutlined />, label: t('layout.header.changePassword') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('layout.header.logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'password') {
      setAsked(true);
      setChangingPassword(true);
    }
    if (key === 'logout') signOut();
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Button type="text" data-testid="user-menu" style={{ height: 40, paddingInline: 8 }}>
          <UserBadge />
          <span style={{ maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {user.display_name}
          </span>
          <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      {asked && (
        <Suspense fallback={null}>
          <ChangePasswordModal
            userId={user.id}
            open={changingPassword}
            onClose={() => setChangingPassword(false)}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * What antd's small `Avatar` with an icon draws (24 px circle, white icon): drawn here, since
 * Avatar's styles are a chunk of their own that only this header would bring to every first page
 * (docs/decisions/018).
 */
function UserBadge() {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 24,
        height: 24,
        borderRadius: '50%',
        background: '#1f4e79',
        color: '#fff',
        fontSize: 14,
        flex: 'none',
      }}
    >
      <UserOutlined />
    </span>
  );
}
