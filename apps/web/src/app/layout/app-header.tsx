import { ApartmentOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import type { UserInfo } from '@portledger/contracts';
import { Button, Flex, Layout, Select, Tooltip } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { Logo } from '../../components/logo.tsx';
import { StrongText } from '../../components/plain-text.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { HEADER_HEIGHT } from '../../lib/layout.ts';
import { chooseEntity, restoreEntity, useUi } from '../ui-store.ts';
import { UserMenu } from './user-menu.tsx';

/** 'All Entities' or one managed legal entity: port calls, payments and dashboards follow it. */
function EntitySwitch({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const entityId = useUi((ui) => ui.entityId);
  const managedKey = user.managed_entities.map((entity) => entity.id).join();
  // A new user (or a changed list of managed entities) brings back that user's own choice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the user and the ids, not the object
  useEffect(() => restoreEntity(user), [user.id, user.kind, managedKey]);
  if (user.kind !== 'principal' || user.managed_entities.length < 2) return null;
  return (
    <Select<number>
      data-testid="entity-switch"
      aria-label={t('layout.entitySwitch.label')}
      value={entityId ?? 0}
      onChange={(value) => chooseEntity(user.id, value === 0 ? null : value)}
      prefix={<ApartmentOutlined />}
      popupMatchSelectWidth={false}
      style={{ width: 260 }}
      options={[
        { value: 0, label: t('layout.entitySwitch.all') },
        ...user.managed_entities.map((entity) => ({ value: entity.id, label: entity.name })),
      ]}
    />
  );
}

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
        height: HEADER_HEIGHT,
        lineHeight: `${HEADER_HEIGHT}px`,
        paddingInline: 16,
        background: '#fff',
        borderBottom: '1px solid #e5e9f0',
      }}
    >
      <Link to="/dashboard" style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
        <Logo />
        <StrongText style={{ fontSize: 18, color: '#1f4e79' }}>{t('common.appName')}</StrongText>
      </Link>
      <Flex align="center" gap={4}>
        <EntitySwitch user={user} />
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
