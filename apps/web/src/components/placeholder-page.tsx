import { ToolOutlined } from '@ant-design/icons';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader, useRouteTrail } from './page-header.tsx';

/** A screen of a later release: its title and breadcrumb, and an honest line; never fake data. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const trail = useRouteTrail();
  const title = trail.at(-1)?.title ?? t('common.appName');
  return (
    <>
      <PageHeader title={title} trail={trail} />
      <Card variant="outlined">
        <Empty
          image={<ToolOutlined style={{ fontSize: 48, color: '#8c9bab' }} />}
          description={t('pages.placeholder')}
        />
      </Card>
    </>
  );
}
