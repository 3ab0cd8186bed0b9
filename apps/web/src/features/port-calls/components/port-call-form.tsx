import type { EntitySummary, PortCallDetail } from '@portledger/contracts';
import { Form, type FormInstance } from 'antd';
import type { RefObject } from 'react';
import { type SaveMode, useFormRules } from './form-rules.ts';
import { type AgentAids, AppointmentSection, VesselPortSection } from './form-sections-main.tsx';
import { CargoSection, PurposesSection, RemarksSection } from './form-sections-more.tsx';
import { type PortCallValues, valuesOf } from './form-values.ts';

interface Props extends AgentAids {
  form: FormInstance<PortCallValues>;
  initial?: PortCallDetail;
  mode: RefObject<SaveMode>;
  entities: EntitySummary[];
  disabled?: boolean;
}

/** A new port call starts as an appointment, under the principal's only legal entity if it has one. */
const blank = (entities: EntitySummary[]): PortCallValues => ({
  request_type: 'appointment_with_pda_request',
  legal_entity_id: entities.length === 1 ? entities[0]!.id : undefined,
  activity_type_ids: [],
  files: [],
});

/** The port-call form in cards, one per section; dependent choices are cleared with their parent. */
export function PortCallForm({ form, initial, mode, entities, disabled, ...agentAids }: Props) {
  const rules = useFormRules(mode);
  return (
    <Form<PortCallValues>
      form={form}
      layout="vertical"
      disabled={disabled}
      scrollToFirstError
      data-testid="port-call-form"
      initialValues={initial ? valuesOf(initial) : blank(entities)}
      onValuesChange={(changed: Partial<PortCallValues>) => {
        if ('port_id' in changed) form.setFieldValue('terminal_id', null);
        if ('legal_entity_id' in changed) form.setFieldValue('charterer_id', null);
        if (changed.previous_port_na) form.setFieldValue('previous_port_id', null);
        if (changed.next_port_na) form.setFieldValue('next_port_id', null);
      }}
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
    >
      <AppointmentSection rules={rules} initial={initial} {...agentAids} />
      <VesselPortSection rules={rules} initial={initial} />
      <CargoSection rules={rules} initial={initial} />
      <PurposesSection rules={rules} initial={initial} />
      <RemarksSection rules={rules} initial={initial} />
    </Form>
  );
}
