import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { EntityAccessTab } from '../components/entity-access-tab.tsx';
import { InstructionsPanel } from '../components/instructions-panel.tsx';
import { ProfileTab } from '../components/profile-tab.tsx';
import { useCurrentUser } from '../components/use-current-user.ts';

const tabs = ['profile', 'entity_access', 'agent_instructions'] as const;
type ProfileTabKey = (typeof tabs)[number];

/** `/myaccount/profile`: tabs Profile / Entity Access / Agent Instructions, the tab in the URL. */
export function ProfilePage() {
  const { t } = useTranslation();
  const trail = useRouteTrail();
  const user = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const tab: ProfileTabKey = (tabs as readonly string[]).includes(search.get('tab') ?? '')
    ? (search.get('tab') as ProfileTabKey)
    : 'profile';
  if (!user) return null;

  return (
    <>
      <PageHeader title={t('pages.profile')} trail={trail} />
      <Card variant="outlined" styles={{ body: { paddingTop: 4 } }}>
        <Tabs
          activeKey={tab}
          // A new tab starts without the other tab's list filters.
          onChange={(next) => setSearch(next === 'profile' ? {} : { tab: next })}
          items={[
            { key: 'profile', label: t('account.tabs.profile'), children: <ProfileTab user={user} /> },
            {
              key: 'entity_access',
              label: <span data-testid="profile-tab-entities">{t('account.tabs.entityAccess')}</span>,
              children: <EntityAccessTab user={user} />,
            },
            {
              key: 'agent_instructions',
              label: <span data-testid="profile-tab-instructions">{t('account.tabs.instructions')}</span>,
              children: <InstructionsPanel />,
            },
          ]}
        />
      </Card>
    </>
  );
}
