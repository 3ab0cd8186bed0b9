import { type BankAccountDetail, bankAccountTypes } from '@portledger/contracts';
import { Col, Divider, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CurrencySelect } from '../../../components/currency-select.tsx';
import { RemoteSelect } from '../../../components/remote-select.tsx';
import { bicMessage, ibanMessage } from './bank-rules.ts';

/** The fields of the bank account editor; IBAN and BIC are checked as they are typed. */
export function BankAccountFields({
  entities,
  account,
}: {
  entities: { id: number; name: string }[];
  account?: BankAccountDetail;
}) {
  const { t } = useTranslation();
  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: t('common.required', { field: label }),
  });
  const half = { xs: 24, md: 12 };
  const third = { xs: 24, md: 8 };
  return (
    <>
      <Divider titlePlacement="start" plain>
        {t('company.bankForm.sectionAccount')}
      </Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            name="entity_id"
            label={t('company.bankAccount.entity')}
            rules={[{ required: true, message: t('company.bankAccounts.chooseEntity') }]}
          >
            <Select
              data-testid="bank-entity"
              options={entities.map((entity) => ({ value: entity.id, label: entity.name }))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="account_title"
            label={t('company.bankAccount.accountTitle')}
            rules={[required(t('company.bankAccount.accountTitle'))]}
          >
            <Input maxLength={200} placeholder={t('company.bankForm.accountTitlePlaceholder')} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="iban"
            label={t('company.bankAccount.iban')}
            extra={t('company.bankForm.ibanHelp')}
            validateDebounce={300}
            rules={[
              {
                validator: (_, value?: string) => {
                  const problem = ibanMessage(t, value);
                  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                },
              },
            ]}
          >
            <Input
              maxLength={50}
              placeholder={t('company.bankForm.ibanPlaceholder')}
              style={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid="bank-iban"
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="account_number"
            label={t('company.bankAccount.accountNumber')}
            extra={t('company.bankForm.accountNumberHelp')}
            dependencies={['iban']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, value?: string) => {
                  if (!value?.trim() && !String(getFieldValue('iban') ?? '').trim()) {
                    return Promise.reject(new Error(t('company.bankForm.ibanOrNumber')));
                  }
                  if (value?.trim() && !/^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(value.trim())) {
                    return Promise.reject(new Error(t('company.bankForm.accountNumberInvalid')));
                  }
                  return Promise.resolve();
                },
              }),
            ]}
          >
            <Input maxLength={40} data-testid="bank-account-number" />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="account_type" label={t('company.bankAccount.accountType')}>
            <Select
              allowClear
              options={bankAccountTypes.map((type) => ({
                value: type,
                label: t(`company.bankAccount.type.${type}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="currency" label={t('company.bankAccount.currency')}>
            <CurrencySelect data-testid="bank-currency" />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>
        {t('company.bankForm.sectionBank')}
      </Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            name="bank_name"
            label={t('company.bankAccount.bankName')}
            rules={[required(t('company.bankAccount.bankName'))]}
          >
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="bic_swift"
            label={t('company.bankAccount.bicSwift')}
            validateDebounce={300}
            rules={[
              {
                validator: (_, value?: string) => {
                  const problem = bicMessage(t, value);
                  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                },
              },
            ]}
          >
            <Input maxLength={20} placeholder={t('company.bankForm.bicPlaceholder')} data-testid="bank-bic" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="branch" label={t('company.bankAccount.branch')}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="country_id" label={t('company.bankAccount.country')}>
            <RemoteSelect
              path="/countries/option"
              data-testid="bank-country"
              initialOption={account?.country ?? undefined}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="state" label={t('company.bankAccount.state')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="city" label={t('company.bankAccount.city')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="routing_codes" label={t('company.bankAccount.routingCodes')}>
            <Input maxLength={300} placeholder={t('company.bankForm.routingCodesPlaceholder')} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
