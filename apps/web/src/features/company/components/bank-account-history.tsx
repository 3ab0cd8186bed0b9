import { Card, Empty, Pagination, Table, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useBankAccountChanges } from '../api/get-bank-account-changes.ts';

const labelKey: Record<string, string> = {
  iban: 'company.bankAccount.iban',
  bic_swift: 'company.bankAccount.bicSwift',
  account_number: 'company.bankAccount.accountNumber',
};

/** Who set or changed the number, IBAN or BIC of an account, and when (the audit trail). */
export function BankAccountHistory({ bankAccountId }: { bankAccountId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const changes = useBankAccountChanges(bankAccountId, page);
  const events = changes.data?.objects ?? [];
  const value = (v: string | null) =>
    v ? (
      <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
        {v}
      </Typography.Text>
    ) : (
      <Typography.Text type="secondary">{t('company.history.empty_value')}</Typography.Text>
    );
  return (
    <Card title={t('company.history.title')} loading={changes.isLoading} data-testid="bank-account-history">
      {events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('company.history.empty')} />
      ) : (
        <Timeline
          items={events.map((event) => {
            const actor = event.actor?.display_name;
            const heading = actor
              ? t(event.action === 'created' ? 'company.history.created' : 'company.history.changed', {
                  actor,
                })
              : t('company.history.system');
            return {
              key: event.id,
              color: event.action === 'created' ? 'blue' : 'orange',
              content: (
                <>
                  <Typography.Text strong>{heading}</Typography.Text>{' '}
                  <Typography.Text type="secondary">{formatDateTime(event.created_at)}</Typography.Text>
                  <Table
                    size="small"
                    rowKey="field"
                    pagination={false}
                    style={{ marginTop: 8, maxWidth: 720 }}
                    dataSource={event.changes}
                    columns={[
                      {
                        dataIndex: 'field',
                        width: 140,
                        render: (field: string) => t(labelKey[field] ?? field),
                      },
                      ...(event.action === 'created' ? [] : [{ dataIndex: 'before', render: value }]),
                      {
                        dataIndex: 'after',
                        render: (after: string | null) =>
                          event.action === 'created' ? value(after) : <>→ {value(after)}</>,
                      },
                    ]}
                    showHeader={false}
                  />
                </>
              ),
            };
          })}
        />
      )}
      {(changes.data?.page.total_count ?? 0) > 10 && (
        <Pagination
          size="small"
          current={page}
          pageSize={10}
          total={changes.data?.page.total_count}
          onChange={setPage}
        />
      )}
    </Card>
  );
}
