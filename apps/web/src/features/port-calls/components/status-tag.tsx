import { type PortCallStatus, type StatusPhase, statusLabel, statusPhase } from '@portledger/contracts';
import { Tag } from 'antd';
import { currentLocale } from '../../../lib/i18n.ts';

/** Tag colours by phase, the same everywhere (DESIGN.md section 9). */
const phaseColor: Record<StatusPhase, string> = {
  port_call: 'default',
  pda: 'blue',
  advance: 'orange',
  fda: 'purple',
  balance: 'gold',
  completed: 'green',
  closed: 'red',
};

export function StatusTag({ status }: { status: PortCallStatus }) {
  return (
    <Tag
      color={phaseColor[statusPhase(status)]}
      data-testid="port-call-status"
      style={{ marginInlineEnd: 0 }}
    >
      {statusLabel(status, currentLocale())}
    </Tag>
  );
}
