import type { DaDetail } from '@portledger/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The agent states a rate where the principal pays in another currency, or in one not known yet. */
export const showsExchangeRate = (da: Pick<DaDetail, 'currency' | 'principal_currency'>) =>
  da.principal_currency === null || da.principal_currency !== da.currency;

/** The typed rate as the API takes it: null (empty) lets the stored rate of the day apply. */
export const exchangeRateValue = (text: string | undefined) => {
  const value = text?.trim() ?? '';
  return value === '' ? null : value;
};

const RATE = /^\d{1,10}(\.\d{1,8})?$/;

/** "Your exchange rate": optional, 1 unit of the quoted currency in the principal's currency. */
export function ExchangeRateField({ da }: { da: DaDetail }) {
  const { t } = useTranslation();
  // Before submission the principal's currency is not set on the DA (the server takes it from
  // the principal's company at submit): the help says so instead of naming a currency.
  const principal = da.principal_currency;
  return (
    <Form.Item
      name="exchange_rate"
      label={t('das.rate.label')}
      extra={
        principal
          ? t('das.rate.help', { cur: da.currency, principal })
          : t('das.rate.helpUnknownCurrency', { cur: da.currency })
      }
      style={{ maxWidth: 420 }}
      rules={[
        {
          validator: (_, value?: string) => {
            const text = value?.trim() ?? '';
            return text === '' || (RATE.test(text) && Number(text) > 0)
              ? Promise.resolve()
              : Promise.reject(new Error(t('das.rate.invalid')));
          },
        },
      ]}
    >
      <Input
        inputMode="decimal"
        allowClear
        data-testid="agent-exchange-rate"
        prefix={<span style={{ color: 'rgba(0,0,0,0.45)' }}>{`1 ${da.currency} =`}</span>}
        suffix={principal ? <span style={{ color: 'rgba(0,0,0,0.45)' }}>{principal}</span> : undefined}
        placeholder={t('das.rate.placeholder')}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      />
    </Form.Item>
  );
}
