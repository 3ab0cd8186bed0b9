import {
  agentNominationTypeLabels,
  letterTypeLabels,
  type PortCallDetail,
  requestTypeLabels,
} from '@portledger/contracts';
import { Descriptions, type DescriptionsProps, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileLink } from '../../../components/file-link.tsx';
import { DASH, formatDate, formatDateTime } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';

type Port = PortCallDetail['port'];
const portName = (port: Port) => (port ? `${port.name} (${port.unlocode})` : DASH);
const orDash = (value: string | null | undefined) => value || DASH;

/** Every field of the port call, grouped as the form groups them. */
export function PortCallDescriptions({ portCall: p }: { portCall: PortCallDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const label = (key: string) => t(`portCalls.field.${key}`);
  const items = (entries: [string, ReactNode][]): DescriptionsProps['items'] =>
    entries.map(([key, children]) => ({ key, label: label(key), children }));
  const group = (title: string, entries: [string, ReactNode][], testId?: string) => (
    <Descriptions
      key={title}
      data-testid={testId}
      title={title}
      size="small"
      bordered
      column={{ xs: 1, md: 2, xl: 3 }}
      items={items(entries)}
      styles={{ label: { width: 170 } }}
    />
  );

  const purposes = p.activities.length ? (
    <Space direction="vertical" size={4}>
      {p.activities.map((activity) => {
        const extras = [
          activity.canal_transit_type?.name,
          activity.crewing_option?.name,
          activity.crew_count !== null
            ? t('portCalls.detail.crewCount', { count: activity.crew_count })
            : null,
          activity.crew_title,
          activity.crew_rank,
          activity.remarks,
        ].filter(Boolean);
        return (
          <span key={activity.id} data-testid="port-call-activity">
            <Tag>{activity.activity_type.name}</Tag>
            {extras.join(' · ')}
          </span>
        );
      })}
    </Space>
  ) : (
    DASH
  );

  return (
    <Space direction="vertical" size={20} style={{ width: '100%' }}>
      {group(t('portCalls.section.appointment'), [
        ['requestType', requestTypeLabels[p.request_type][locale]],
        ['principal', orDash(p.principal?.name)],
        ['legalEntity', orDash(p.legal_entity?.name)],
        ['agent', orDash(p.agent?.name)],
        [
          'nominationType',
          p.agent_nomination_type ? agentNominationTypeLabels[p.agent_nomination_type][locale] : DASH,
        ],
        ['letterType', p.letter_type ? letterTypeLabels[p.letter_type][locale] : DASH],
        ['agencyRefNo', orDash(p.agency_ref_no)],
        ['agencyInvoiceNo', orDash(p.agency_invoice_no)],
        ['interfaceRef', orDash(p.interface_unique_reference)],
      ])}
      {group(t('portCalls.section.vesselPort'), [
        ['vessel', p.vessel ? `${p.vessel.name} (IMO ${p.vessel.imo})` : DASH],
        ['voyageNo', orDash(p.voyage_no)],
        ['port', portName(p.port)],
        ['terminal', orDash(p.terminal?.name)],
        ['previousPort', portName(p.previous_port)],
        ['nextPort', portName(p.next_port)],
        ['eta', formatDateTime(p.eta)],
        ['etd', formatDateTime(p.etd)],
        ['arrivedAt', formatDateTime(p.arrived_at)],
        ['departedAt', formatDateTime(p.departed_at)],
      ])}
      {group(t('portCalls.section.cargo'), [
        ['charterer', orDash(p.charterer?.name)],
        ['chartererAgent', orDash(p.charterer_nominated_agent)],
        ['commodity', orDash(p.commodity?.name)],
        ['quantity', p.quantity ? `${p.quantity}${p.unit ? ` ${p.unit.name}` : ''}` : DASH],
        ['cpDate', formatDate(p.cp_date)],
        [
          'laycan',
          p.laycan_start || p.laycan_end
            ? `${formatDate(p.laycan_start)} – ${formatDate(p.laycan_end)}`
            : DASH,
        ],
        ['loadingTerms', orDash(p.loading_terms)],
        ['dischargingTerms', orDash(p.discharging_terms)],
        ['berthingTerms', orDash(p.berthing_terms)],
      ])}
      <Descriptions
        title={t('portCalls.section.purposes')}
        size="small"
        bordered
        column={1}
        styles={{ label: { width: 170 } }}
        items={[{ key: 'purposes', label: label('purposes'), children: purposes }]}
      />
      <Descriptions
        title={t('portCalls.section.remarks')}
        size="small"
        bordered
        column={1}
        styles={{ label: { width: 170 }, content: { whiteSpace: 'pre-wrap' } }}
        items={[
          { key: 'remarks', label: label('remarks'), children: orDash(p.remarks) },
          {
            key: 'chartererRemarks',
            label: label('chartererRemarks'),
            children: orDash(p.charterer_remarks),
          },
          ...(p.cancel_reason
            ? [{ key: 'cancel', label: label('cancelReason'), children: p.cancel_reason }]
            : []),
          ...(p.decline_reason
            ? [{ key: 'decline', label: label('declineReason'), children: p.decline_reason }]
            : []),
          {
            key: 'files',
            label: label('files'),
            children: p.files.length ? (
              <Space direction="vertical" size={0}>
                {p.files.map((file) => (
                  <FileLink key={file.id} file={file} />
                ))}
              </Space>
            ) : (
              DASH
            ),
          },
        ]}
      />
    </Space>
  );
}
