import { EditOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { ErrorResult, NotFoundResult } from '../../../components/result/results.tsx';
import { useVessel } from '../api/get-vessel.ts';
import { CertificatesTable } from '../components/certificates-table.tsx';
import { useIsOperator } from '../components/use-is-operator.ts';
import { VesselDescriptions } from '../components/vessel-descriptions.tsx';
import { VesselFormDrawer } from '../components/vessel-form-drawer.tsx';

const TABS = ['general', 'certification', 'cargo', 'misc'] as const;
type Tab = (typeof TABS)[number];

/** `/vessels/:id`: tabs General Information / Certification / Cargo Arrangements / Miscellaneous. */
export function VesselDetailPage() {
  const { t } = useTranslation();
  const trail = useRouteTrail();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const vessel = useVessel(valid ? id : 0);
  const isOperator = useIsOperator();
  const [editing, setEditing] = useState(false);
  // The open tab is in the URL (?tab=certification), so a link can point at the certificates.
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'general';

  if (!valid || (vessel.error && 'code' in vessel.error && vessel.error.code === 404))
    return <NotFoundResult />;
  if (vessel.isError && !vessel.data) return <ErrorResult subTitle={vessel.error.message} />;
  if (!vessel.data) return <Skeleton active />;
  const { data } = vessel;
  const due = data.certificates.filter((c) => c.is_expired || c.is_expiring).length;

  return (
    <>
      <PageHeader
        title={data.name}
        trail={[...trail.slice(0, -1), { title: data.name }]}
        extra={
          isOperator && (
            <Button
              type="primary"
              icon={<EditOutlined />}
              data-testid="vessel-edit"
              onClick={() => setEditing(true)}
            >
              {t('vessels.detail.edit')}
            </Button>
          )
        }
      />
      <Space wrap size={[8, 8]} style={{ marginBottom: 16 }} data-testid="vessel-summary">
        <Tag color="blue">IMO {data.imo}</Tag>
        {data.vessel_type && <Tag>{data.vessel_type.name}</Tag>}
        {data.flag && <Tag>{`${data.flag.name} (${data.flag.code})`}</Tag>}
        {data.call_sign && (
          <Typography.Text type="secondary">{`${t('common.labelled', { label: t('vessels.field.callSign') })}${data.call_sign}`}</Typography.Text>
        )}
      </Space>
      <Card variant="outlined">
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'general' ? {} : { tab: key }, { replace: true })}
          items={[
            {
              key: 'general',
              label: t('vessels.tab.general'),
              children: <VesselDescriptions vessel={data} tab="general" />,
            },
            {
              key: 'certification',
              label: (
                <Badge count={due} size="small" offset={[8, -2]} color="orange">
                  {t('vessels.tab.certification')}
                </Badge>
              ),
              children: <CertificatesTable vessel={data} isOperator={isOperator} />,
            },
            {
              key: 'cargo',
              label: t('vessels.tab.cargo'),
              children: <VesselDescriptions vessel={data} tab="cargo" />,
            },
            {
              key: 'misc',
              label: t('vessels.tab.misc'),
              children: <VesselDescriptions vessel={data} tab="misc" />,
            },
          ]}
        />
      </Card>
      {isOperator && <VesselFormDrawer open={editing} vessel={data} onClose={() => setEditing(false)} />}
    </>
  );
}
