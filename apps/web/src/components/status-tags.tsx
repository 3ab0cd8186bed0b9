import {
  type DueFlag,
  type PortCallStatus,
  type StatusPhase,
  statusLabel,
  statusPhase,
} from '@portledger/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../lib/i18n.ts';

/** Tag colours by phase, the same on every screen (DESIGN.md section 9). */
const phaseColor: Record<StatusPhase, string> = {
  port_call: 'default',
  pda: 'blue',
  advance: 'orange',
  fda: 'purple',
  balance: 'gold',
  completed: 'green',
  closed: 'red',
};

/** A port call's status in the current language (or the label the server sent with it). */
export function StatusTag({ status, label }: { status: PortCallStatus; label?: string }) {
  return (
    <Tag
      color={phaseColor[statusPhase(status)]}
      data-testid="port-call-status"
      style={{ marginInlineEnd: 0 }}
    >
      {label ?? statusLabel(status, currentLocale())}
    </Tag>
  );
}

/** 'Due' (past the due date) in red, 'Due Soon' (within 3 days) in orange; nothing otherwise. */
export function DueTag({ flag }: { flag: DueFlag }) {
  const { t } = useTranslation();
  if (!flag) return null;
  return (
    <Tag color={flag === 'due' ? 'red' : 'orange'} data-testid={`payment-due-${flag}`}>
      {t(`payments.due.${flag}`)}
    </Tag>
  );
}
