import type { PortCallStatus } from '@portledger/contracts';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** What the PDA tab can honestly say before a PDA exists (the DA screens come with the DA issue). */
function pdaStateKey(status: PortCallStatus): string {
  if (status === 'port_call_draft' || status === 'port_call_pending_confirmation') return 'afterAccept';
  if (status === 'pda_pending_creation' || status === 'pda_under_creation') return 'preparing';
  if (status === 'da_cancelled') return 'cancelled';
  if (status === 'da_declined') return 'declined';
  return 'notYet';
}

export function PdaTab({ status }: { status: PortCallStatus }) {
  const { t } = useTranslation();
  return (
    <Empty
      data-testid="pda-empty"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t(`portCalls.pda.${pdaStateKey(status)}`)}
      style={{ padding: '32px 0' }}
    />
  );
}
