import type { PortCallDetail, PortCallStatus } from '@portledger/contracts';
import { Card, Descriptions, Skeleton, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { ErrorResult, ForbiddenResult, NotFoundResult } from '../../../components/result/results.tsx';
import { StatusTag } from '../../../components/status-tags.tsx';
import { DASH, formatDateTime } from '../../../lib/format.ts';
import { HttpError } from '../../../lib/http.ts';
import { usePortCall } from '../api/get-port-call.ts';
import { ActionBar } from '../components/action-bar.tsx';
import { OperationLog } from '../components/operation-log.tsx';
import { PdaTab } from '../components/pda-tab.tsx';
import { PortCallDescriptions } from '../components/port-call-descriptions.tsx';

const tabs = ['pda', 'port-call', 'instructions', 'log'] as const;
type DetailTab = (typeof tabs)[number];

/** The DA exists for everyone once the agent has accepted the appointment. */
function hasDa(status: PortCallStatus) {
  return !['port_call_draft', 'port_call_pending_confirmation', 'da_declined'].includes(status);
}

/**
 * `/das-mgmt/:id`: summary, the actions this user may take now, and tabs PDA / Port Call /
 * Agent Instructions / Log. The DA, payment and instruction screens belong to other features;
 * the router passes them in.
 */
export function PortCallDetailPage({
  renderDa,
  renderPayments,
  renderInstructions,
}: {
  renderDa?: (portCall: PortCallDetail) => ReactNode;
  renderPayments?: (portCall: PortCallDetail) => ReactNode;
  /** The principal's agent instructions that apply to this port call. */
  renderInstructions?: (portCall: PortCallDetail) => ReactNode;
} = {}) {
  const { t } = useTranslation();
  const trail = useRouteTrail();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const portCall = usePortCall(valid ? id : undefined);
  // Before the agent accepts there is no DA: the port call is what there is to read.
  const showDa = !!renderDa && !!portCall.data && hasDa(portCall.data.status);
  const tab: DetailTab = (tabs as readonly string[]).includes(search.get('tab') ?? '')
    ? (search.get('tab') as DetailTab)
    : showDa
      ? 'pda'
      : 'port-call';

  if (!valid) return <NotFoundResult />;
  if (portCall.error instanceof HttpError && portCall.error.code === 404) return <NotFoundResult />;
  if (portCall.error instanceof HttpError && portCall.error.code === 403) return <ForbiddenResult />;
  if (portCall.isError && !portCall.data) return <ErrorResult subTitle={portCall.error.message} />;
  if (!portCall.data) return <Skeleton active />;
  const p = portCall.data;
  const crumbs = trail.map((crumb, index) => (index === trail.length - 1 ? { title: p.ref_no } : crumb));

  return (
    <>
      <PageHeader title={p.ref_no} trail={crumbs} extra={<ActionBar portCall={p} />} />
      <Card variant="outlined" size="small" style={{ marginBottom: 16 }}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3, xl: 4 }}
          items={[
            { key: 'status', label: t('portCalls.field.status'), children: <StatusTag status={p.status} /> },
            { key: 'vessel', label: t('portCalls.field.vessel'), children: p.vessel?.name ?? DASH },
            { key: 'voyage', label: t('portCalls.field.voyageNo'), children: p.voyage_no ?? DASH },
            {
              key: 'port',
              label: t('portCalls.field.port'),
              children: p.port ? `${p.port.name} (${p.port.unlocode})` : DASH,
            },
            { key: 'eta', label: t('portCalls.field.eta'), children: formatDateTime(p.eta) },
            { key: 'etd', label: t('portCalls.field.etd'), children: formatDateTime(p.etd) },
            { key: 'agent', label: t('portCalls.field.agent'), children: p.agent?.name ?? DASH },
            {
              key: 'principal',
              label: t('portCalls.field.legalEntity'),
              children: p.legal_entity?.name ?? p.principal?.name ?? DASH,
            },
          ]}
        />
      </Card>
      <Card variant="outlined" styles={{ body: { paddingTop: 4 } }}>
        <Tabs
          activeKey={tab}
          onChange={(next) => setSearch({ tab: next }, { replace: true })}
          items={[
            {
              key: 'pda',
              label: t('portCalls.detail.tabPda'),
              children: showDa && renderDa ? renderDa(p) : <PdaTab status={p.status} />,
            },
            {
              key: 'port-call',
              label: t('portCalls.detail.tabPortCall'),
              children: <PortCallDescriptions portCall={p} />,
            },
            ...(renderInstructions
              ? [
                  {
                    key: 'instructions',
                    label: (
                      <span data-testid="port-call-tab-instructions">
                        {t('portCalls.detail.tabInstructions')}
                      </span>
                    ),
                    children: renderInstructions(p),
                  },
                ]
              : []),
            {
              key: 'log',
              label: t('portCalls.detail.tabLog'),
              children: <OperationLog portCallId={p.id} />,
            },
          ]}
        />
      </Card>
      {showDa && renderPayments ? <div style={{ marginTop: 16 }}>{renderPayments(p)}</div> : null}
    </>
  );
}
