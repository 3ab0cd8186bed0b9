import { type BankAccountDetail, formatIban, type PageInfo } from '@portledger/contracts';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ListChange, serverTableProps, sortableBy } from '../../../components/server-table.ts';
import { DASH, formatDate } from '../../../lib/format.ts';

interface Props {
  rows: BankAccountDetail[];
  page?: PageInfo;
  loading: boolean;
  sort?: string;
  empty: string;
  /** Hide the legal entity column on an entity's own page. */
  showEntity?: boolean;
  onChange: (change: ListChange) => void;
}

export const bankAccountPath = (account: Pick<BankAccountDetail, 'id' | 'entity_id'>) =>
  `/settings/company/${account.entity_id}/bank-account/${account.id}`;

/** Bank accounts; the title opens the editor. IBANs in groups of four, as banks print them. */
export function BankAccountsTable({ rows, page, loading, sort, empty, showEntity = true, onChange }: Props) {
  const { t } = useTranslation();
  // The server sorts by bank_name when no sort is given, so that column shows it.
  const sortable = sortableBy(sort ?? 'bank_name');
  const columns: ColumnsType<BankAccountDetail> = [
    {
      title: t('company.bankAccount.accountTitle'),
      dataIndex: 'account_title',
      ...sortable('account_title'),
      render: (_, account) => <Link to={bankAccountPath(account)}>{account.account_title}</Link>,
    },
    {
      title: t('company.bankAccount.bankName'),
      dataIndex: 'bank_name',
      ...sortable('bank_name'),
      width: 200,
    },
    ...(showEntity
      ? [
          {
            title: t('company.bankAccount.entity'),
            key: 'entity',
            render: (_: unknown, a: BankAccountDetail) => a.entity.name,
          },
        ]
      : []),
    {
      title: t('company.bankAccount.ibanOrNumber'),
      key: 'iban',
      render: (_, account) => (
        <Typography.Text style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {account.iban ? formatIban(account.iban) : (account.account_number ?? DASH)}
        </Typography.Text>
      ),
    },
    {
      title: t('company.bankAccount.bicSwift'),
      dataIndex: 'bic_swift',
      width: 130,
      render: (v) => v || DASH,
    },
    {
      title: t('company.bankAccount.currency'),
      dataIndex: 'currency',
      ...sortable('currency'),
      width: 100,
      render: (v) => v || DASH,
    },
    {
      title: t('company.bankAccount.country'),
      key: 'country',
      width: 130,
      render: (_, a) => a.country?.name ?? DASH,
    },
    {
      title: t('company.bankAccount.updatedAt'),
      dataIndex: 'updated_at',
      ...sortable('updated_at'),
      width: 150,
      render: (v) => <Typography.Text type="secondary">{formatDate(v)}</Typography.Text>,
    },
  ];
  return (
    <Table<BankAccountDetail>
      rowKey="id"
      size="middle"
      data-testid="bank-accounts-table"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: empty }}
      scroll={{ x: 1150 }}
      {...serverTableProps<BankAccountDetail>({
        page,
        showTotal: (total) => t('company.bankAccounts.total', { count: total }),
        onChange,
      })}
    />
  );
}
