import {
  agentNominationTypeLabels,
  agentNominationTypes,
  letterTypeLabels,
  letterTypes,
  type PortCallDetail,
  requestTypeLabels,
  requestTypes,
} from '@portledger/contracts';
import { Card, Checkbox, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  portDetail,
  RemoteSelect,
  type RemoteSelectProps,
  vesselDetail,
} from '../../../components/remote-select.tsx';
import { dateFormats } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import type { useFormRules } from './form-rules.ts';
import type { PortCallValues } from './form-values.ts';
import { useCurrentUser } from './use-current-user.ts';

export interface SectionProps {
  rules: ReturnType<typeof useFormRules>;
  initial?: PortCallDetail;
}

/** What the router draws under the agent field: the agents' scorecards (features do not import each other). */
export type AgentHint = (choice: { agentId?: number | null; portId?: number | null }) => ReactNode;
/** The router's agent select: a RemoteSelect that shows each agent's figures at the port in its open list. */
export type AgentSelect = ComponentType<RemoteSelectProps & { portId?: number | null }>;

/** What the router adds to the agent field: the agents' scorecards (features do not import each other). */
export interface AgentAids {
  /** Drawn under the field: the chosen agent's figures. */
  renderAgentHint?: AgentHint;
  /** Replaces the plain agent select (default: RemoteSelect). */
  agentSelect?: AgentSelect;
}

const col = { xs: 24, md: 12, xl: 8 };
const choices = <K extends string>(keys: readonly K[], labels: Record<K, Record<string, string>>) =>
  keys.map((key) => ({ value: key, label: labels[key][currentLocale()] }));

/**
 * Appointment: who appoints whom, on which terms; each agent's record at the port in the agent
 * list, the chosen one's under the field.
 */
export function AppointmentSection({
  rules,
  initial,
  renderAgentHint,
  agentSelect: AgentPicker = RemoteSelect,
}: SectionProps & AgentAids) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const form = Form.useFormInstance<PortCallValues>();
  const agentId = Form.useWatch('agent_entity_id', form);
  const portId = Form.useWatch('port_id', form);
  const entities = user?.managed_entities ?? [];
  const label = (key: string) => t(`portCalls.field.${key}`);
  return (
    <Card title={t('portCalls.section.appointment')} size="small">
      <Row gutter={16}>
        <Col {...col}>
          <Form.Item
            name="request_type"
            label={label('requestType')}
            required
            rules={[rules.required(label('requestType'))]}
          >
            <Select data-testid="field-request-type" options={choices(requestTypes, requestTypeLabels)} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            name="legal_entity_id"
            label={label('legalEntity')}
            required
            rules={[rules.required(label('legalEntity'))]}
          >
            <Select
              data-testid="field-legal-entity"
              options={entities.map((entity) => ({ value: entity.id, label: entity.name }))}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            name="agent_entity_id"
            label={label('agent')}
            required
            rules={[rules.required(label('agent'))]}
            extra={renderAgentHint?.({ agentId, portId })}
          >
            <AgentPicker
              path="/entities/option"
              params={{ kind_eq: 'agent' }}
              initialOption={initial?.agent ?? undefined}
              portId={portId}
              data-testid="field-agent"
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            name="agent_nomination_type"
            label={label('nominationType')}
            required
            rules={[rules.required(label('nominationType'))]}
          >
            <Select
              data-testid="field-nomination-type"
              options={choices(agentNominationTypes, agentNominationTypeLabels)}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="letter_type" label={label('letterType')}>
            <Select allowClear options={choices(letterTypes, letterTypeLabels)} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="interface_unique_reference" label={label('interfaceRef')} rules={[rules.max(100)]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

/** Vessel & voyage, and the port with its terminal, neighbours and times. */
export function VesselPortSection({ rules, initial }: SectionProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<PortCallValues>();
  const portId = Form.useWatch('port_id', form);
  const previousNa = Form.useWatch('previous_port_na', form);
  const nextNa = Form.useWatch('next_port_na', form);
  const label = (key: string) => t(`portCalls.field.${key}`);
  const picker = { showTime: { format: 'HH:mm' }, format: dateFormats.dateTime, style: { width: '100%' } };
  const editing = Boolean(initial);
  return (
    <Card title={t('portCalls.section.vesselPort')} size="small">
      <Row gutter={16}>
        <Col {...col}>
          <Form.Item
            name="vessel_id"
            label={label('vessel')}
            required
            rules={[rules.required(label('vessel'))]}
          >
            <RemoteSelect
              path="/vessels/option"
              detail={vesselDetail}
              initialOption={initial?.vessel ?? undefined}
              data-testid="field-vessel"
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            name="voyage_no"
            label={label('voyageNo')}
            required
            rules={[rules.required(label('voyageNo')), rules.max(40)]}
          >
            <Input data-testid="field-voyage-no" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="port_id" label={label('port')} required rules={[rules.required(label('port'))]}>
            <RemoteSelect
              path="/ports/option"
              detail={portDetail}
              initialOption={initial?.port ?? undefined}
              data-testid="field-port"
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            name="terminal_id"
            label={label('terminal')}
            extra={portId ? undefined : t('portCalls.form.choosePortFirst')}
          >
            <RemoteSelect
              path="/terminals/option"
              params={portId ? { port_id_eq: portId } : undefined}
              disabled={!portId}
              initialOption={initial?.terminal ?? undefined}
              data-testid="field-terminal"
            />
          </Form.Item>
        </Col>
        {(['previous_port', 'next_port'] as const).map((key) => {
          const na = key === 'previous_port' ? previousNa : nextNa;
          const labelKey = key === 'previous_port' ? 'previousPort' : 'nextPort';
          return (
            <Col {...col} key={key}>
              <Form.Item label={label(labelKey)} style={{ marginBottom: 0 }}>
                <Form.Item name={`${key}_id`} style={{ marginBottom: 4 }}>
                  <RemoteSelect
                    path="/ports/option"
                    detail={portDetail}
                    disabled={Boolean(na)}
                    initialOption={initial?.[key] ?? undefined}
                    data-testid={`field-${key.replace('_', '-')}`}
                  />
                </Form.Item>
                <Form.Item name={`${key}_na`} valuePropName="checked">
                  <Checkbox data-testid={`field-${key.replace('_', '-')}-na`}>
                    {t('portCalls.form.notInList')}
                  </Checkbox>
                </Form.Item>
              </Form.Item>
            </Col>
          );
        })}
        <Col {...col}>
          <Form.Item name="eta" label={label('eta')} required rules={[rules.required(label('eta'))]}>
            <DatePicker {...picker} data-testid="field-eta" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="etd" label={label('etd')}>
            <DatePicker {...picker} data-testid="field-etd" />
          </Form.Item>
        </Col>
        {editing && (
          <>
            <Col {...col}>
              <Form.Item name="arrived_at" label={label('arrivedAt')}>
                <DatePicker {...picker} />
              </Form.Item>
            </Col>
            <Col {...col}>
              <Form.Item name="departed_at" label={label('departedAt')}>
                <DatePicker {...picker} />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
    </Card>
  );
}
