import {
  type Locale,
  type Payment,
  type PortCallStatus,
  paymentModeLabels,
  statusLabel,
} from '@portledger/contracts';
import { Card, Descriptions, Empty, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FileLink } from '../../../components/file-link.tsx';
import { DueTag } from '../../../components/status-tags.tsx';
import { DASH, formatDate } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { PaymentStatusTag } from './payment-tags.tsx';
import { amountCell } from './payments-table.tsx';

const modeLabel = (mode: string | null, locale: Locale) =>
  mode ? (paymentModeLabels[mode as keyof typeof paymentModeLabels]?.[locale] ?? mode) : DASH;

/** The payment's figures, its instructions with the copied bank details, and the transfer. */
export function PaymentFacts({ payment: p }: { payment: Payment }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const bank = p.bank_account;
  const column = { xs: 1, md: 2, xl: 3 };
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('payments.detail.summary')} size="small" data-testid="payment-summary">
        <Descriptions
          size="small"
          column={column}
          items={[
            {
              key: 'port_call',
              label: t('payments.detail.portCall'),
              children: <Link to={`/das-mgmt/${p.port_call_id}`}>{p.ref_no}</Link>,
            },
            {
              key: 'port_call_status',
              label: t('payments.detail.portCallStatus'),
              children: statusLabel(p.port_call_status as PortCallStatus, locale),
            },
            { key: 'type', label: t('payments.field.type'), children: t(`payments.type.${p.payment_type}`) },
            {
              key: 'status',
              label: t('payments.field.status'),
              children: <PaymentStatusTag status={p.status} />,
            },
            { key: 'amount', label: t('payments.field.amount'), children: amountCell(p.amount, p.currency) },
            {
              key: 'transferred',
              label: t('payments.field.transferred'),
              children: amountCell(p.transferred_amount, p.currency),
            },
            {
              key: 'remaining',
              label: t('payments.field.remaining'),
              children: (
                <span data-testid="payment-remaining">{amountCell(p.remaining_amount, p.currency)}</span>
              ),
            },
            {
              key: 'due',
              label: t('payments.field.dueOn'),
              children: (
                <Space size={4}>
                  {formatDate(p.due_on)}
                  <DueTag flag={p.due_flag} />
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Card title={t('payments.detail.instructions')} size="small" data-testid="payment-instructions">
        {p.payment_mode ? (
          <Descriptions
            size="small"
            column={column}
            items={[
              {
                key: 'reference',
                label: t('payments.field.reference'),
                children: <span data-testid="payment-reference">{p.payment_reference ?? DASH}</span>,
              },
              { key: 'mode', label: t('payments.field.mode'), children: modeLabel(p.payment_mode, locale) },
              { key: 'due', label: t('payments.field.dueOn'), children: formatDate(p.due_on) },
              {
                key: 'initiate',
                label: t('payments.field.initiateTransferOn'),
                children: formatDate(p.initiate_transfer_on),
              },
              { key: 'invoice', label: t('payments.field.invoiceOn'), children: formatDate(p.invoice_on) },
            ]}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('payments.detail.noInstructions')} />
        )}
        {bank && (
          <Descriptions
            size="small"
            title={t('payments.detail.bank')}
            style={{ marginTop: 12 }}
            column={column}
            items={[
              { key: 'bank', label: t('payments.field.bankName'), children: bank.bank_name },
              { key: 'title', label: t('payments.field.accountTitle'), children: bank.account_title },
              {
                key: 'number',
                label: t('payments.field.accountNumber'),
                children: bank.account_number ?? DASH,
              },
              { key: 'iban', label: t('payments.field.iban'), children: bank.iban ?? DASH },
              { key: 'bic', label: t('payments.field.bicSwift'), children: bank.bic_swift ?? DASH },
            ]}
          />
        )}
      </Card>
      <Card title={t('payments.detail.transfer')} size="small" data-testid="payment-transfer">
        <Descriptions
          size="small"
          column={column}
          items={[
            { key: 'on', label: t('payments.field.transferredOn'), children: formatDate(p.transferred_on) },
            {
              key: 'amount',
              label: t('payments.field.transferredAmount'),
              children: amountCell(p.transferred_amount, p.currency),
            },
            {
              key: 'documents',
              label: t('payments.field.documents'),
              children: p.documents.length ? (
                <Space orientation="vertical" size={0}>
                  {p.documents.map((file) => (
                    <FileLink key={file.id} file={file} />
                  ))}
                </Space>
              ) : (
                t('payments.detail.noDocuments')
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
