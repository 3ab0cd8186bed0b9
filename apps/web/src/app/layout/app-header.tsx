import { QuestionCircleOutlined } from '@ant-design/icons';
import type { UserInfo } from '@portledger/contracts';
import { Button, Flex, Layout, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { Logo } from '../../components/logo.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { UserMenu } from './user-menu.tsx';

export function AppHeader({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        height: 56,
        lineHeight: '56px',
        paddingInline: 16,
        background: '#fff',
        borderBottom: '1px solid #e5e9f0',
      }}
    >
      <Link to="/dashboard" style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
        <Logo />
        <Typography.Text strong style={{ fontSize: 18, color: '#1f4e79' }}>
          {t('common.appName')}
        </Typography.Text>
      </Link>
      <Flex align="center" gap={4}>
        <LanguageSwitch />
        <NotificationBell />
        <Tooltip title={t('layout.header.helpCentre')}>
          <Button
            type="text"
            aria-label={t('layout.header.helpCentre')}
            icon={<QuestionCircleOutlined style={{ fontSize: 18 }} />}
            onClick={() => navigate('/help-centre')}
          />
        </Tooltip>
        <UserMenu user={user} />
      </Flex>
    </Layout.Header>
  );
}
