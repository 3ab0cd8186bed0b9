import { type PortCallStatus, type StatusPhase, statusPhase } from '@portledger/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Status colours by phase, as on every port-call screen (DESIGN.md section 9). */
const phaseColor: Record<StatusPhase, string> = {
  port_call: 'default',
  pda: 'blue',
  advance: 'orange',
  fda: 'purple',
  balance: 'gold',
  completed: 'green',
  closed: 'red',
};

export function StatusTag({ status, label }: { status: PortCallStatus; label: string }) {
  return (
    <Tag color={phaseColor[statusPhase(status)]} style={{ marginInlineEnd: 0 }}>
      {label}
    </Tag>
  );
}

/** 'Due' in red, 'Due Soon' in orange, as in the payment list. */
export function DueTag({ flag }: { flag: 'due' | 'due_soon' }) {
  const { t } = useTranslation();
  return (
    <Tag color={flag === 'due' ? 'red' : 'orange'} style={{ marginInlineEnd: 0 }}>
      {t(`payments.due.${flag}`)}
    </Tag>
  );
}
