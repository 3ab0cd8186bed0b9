import type { OperationLogEntry } from '@portledger/contracts';
import { Table, type TableProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DASH, formatDateTime } from '../../../lib/format.ts';
import { usePortCallLogs } from '../api/get-port-call-logs.ts';
import { formatLogValue } from './log-value.ts';

/** The operation log: who, in which role, did what and when, with each field's before → after. */
export function OperationLog({ portCallId }: { portCallId: number }) {
  const { t } = useTranslation();
  const logs = usePortCallLogs(portCallId);
  const columns: TableProps<OperationLogEntry>['columns'] = [
    { key: 'date', title: t('portCalls.log.date'), width: 160, render: (_, row) => formatDateTime(row.date) },
    { key: 'name', title: t('portCalls.log.name'), width: 170, render: (_, row) => row.name },
    { key: 'role', title: t('portCalls.log.role'), width: 110, render: (_, row) => row.role_label },
    { key: 'action', title: t('portCalls.log.action'), width: 240, render: (_, row) => row.action_label },
    {
      key: 'changes',
      title: t('portCalls.log.changes'),
      render: (_, row) => (
        <>
          {row.note && (
            <Typography.Paragraph style={{ marginBottom: row.changes.length ? 4 : 0 }}>
              {t('portCalls.log.note', { note: row.note })}
            </Typography.Paragraph>
          )}
          {row.changes.length === 0 && !row.note && DASH}
          {row.changes.map((change) => (
            <div key={change.field} style={{ fontSize: 13 }}>
              <Typography.Text strong>{t('common.labelled', { label: change.label })}</Typography.Text>
              <Typography.Text type="secondary" delete={change.before !== null}>
                {formatLogValue(change.before)}
              </Typography.Text>
              {' → '}
              {formatLogValue(change.after)}
            </div>
          ))}
        </>
      ),
    },
  ];
  return (
    <Table<OperationLogEntry>
      rowKey="id"
      size="small"
      data-testid="operation-log"
      columns={columns}
      dataSource={logs.data ?? []}
      loading={logs.isFetching}
      pagination={false}
      scroll={{ x: 900 }}
      locale={{ emptyText: t('portCalls.log.empty') }}
    />
  );
}
