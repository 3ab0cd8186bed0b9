import { type PaymentStatus, type PaymentType, paymentStatuses, paymentTypes } from '@portledger/contracts';
import { Button, DatePicker, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateFormats } from '../../../lib/format.ts';
import { clearedFilters, isFiltered, type PaymentListState } from './payment-list-params.ts';

interface Props {
  state: PaymentListState;
  update: (changes: Partial<PaymentListState>) => void;
}

/** The filter bar above the payments table; every change goes to the URL. */
export function PaymentFilters({ state, update }: Props) {
  const { t } = useTranslation();
  return (
    <Space wrap size={[12, 12]} style={{ marginBottom: 16 }}>
      <Select<PaymentStatus[]>
        mode="multiple"
        allowClear
        data-testid="payments-status"
        aria-label={t('payments.filter.status')}
        placeholder={t('payments.filter.status')}
        style={{ minWidth: 200 }}
        value={state.status}
        options={paymentStatuses.map((value) => ({ value, label: t(`payments.status.${value}`) }))}
        onChange={(status) => update({ status })}
      />
      <Select<PaymentType[]>
        mode="multiple"
        allowClear
        data-testid="payments-type"
        aria-label={t('payments.filter.type')}
        placeholder={t('payments.filter.type')}
        style={{ minWidth: 240 }}
        value={state.type}
        options={paymentTypes.map((value) => ({ value, label: t(`payments.type.${value}`) }))}
        onChange={(type) => update({ type })}
      />
      <DatePicker.RangePicker
        allowEmpty={[true, true]}
        format={dateFormats.date}
        placeholder={[t('payments.filter.dueFrom'), t('payments.filter.dueTo')]}
        value={[state.dueFrom ? dayjs(state.dueFrom) : null, state.dueTo ? dayjs(state.dueTo) : null]}
        onChange={(range) =>
          update({
            dueFrom: range?.[0]?.format('YYYY-MM-DD') ?? undefined,
            dueTo: range?.[1]?.format('YYYY-MM-DD') ?? undefined,
          })
        }
      />
      {isFiltered(state) && (
        <Button type="link" onClick={() => update(clearedFilters)}>
          {t('payments.filter.reset')}
        </Button>
      )}
    </Space>
  );
}
