import type { BankAccountDetail, EntityDetail } from '@portledger/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateBankAccount } from '../api/create-bank-account.ts';
import { bankAccountQueryOptions } from '../api/get-bank-account.ts';
import { useUpdateBankAccount } from '../api/update-bank-account.ts';
import { BankAccountFields } from './bank-account-fields.tsx';
import {
  BANK_ACCOUNT_FORM_FIELDS,
  type BankAccountValues,
  bankAccountBodyOf,
  bankAccountValuesOf,
} from './bank-account-form-values.ts';
import { bankAccountPath } from './bank-accounts-table.tsx';
import { changedBankDetails } from './bank-rules.ts';
import { showServerErrors } from './server-errors.ts';

const detailLabel = {
  iban: 'company.bankAccount.iban',
  bic_swift: 'company.bankAccount.bicSwift',
  account_number: 'company.bankAccount.accountNumber',
} as const;

/**
 * Creates or edits a bank account. Saving a new number, IBAN or BIC says plainly that the
 * company's other users will be notified (fraudsters change bank details; changes must be seen).
 */
export function BankAccountEditor({
  account,
  entityId,
  entities,
}: {
  account?: BankAccountDetail;
  entityId: number;
  entities: EntityDetail[];
}) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BankAccountValues>();
  const create = useCreateBankAccount();
  const update = useUpdateBankAccount();
  const [base, setBase] = useState(account);
  const [conflict, setConflict] = useState(false);
  const back = () => navigate(`/settings/company/${base?.entity_id ?? entityId}`);

  const onError = (error: unknown) => {
    if (showServerErrors(form, error, BANK_ACCOUNT_FORM_FIELDS) === 'conflict') setConflict(true);
  };

  const save = async (values: BankAccountValues) => {
    try {
      const body = bankAccountBodyOf(values);
      if (!base) {
        const created = await create.mutateAsync({
          ...body,
          entity_id: values.entity_id ?? entityId,
        } as never);
        message.success(t('company.bankForm.created', { name: created.account_title }));
        navigate(bankAccountPath(created), { replace: true });
        return;
      }
      const saved = await update.mutateAsync({
        id: base.id,
        body: { ...body, lock_version: base.lock_version },
      });
      message.success(t('company.bankForm.saved', { name: saved.account_title }));
      setBase(saved);
      form.setFieldsValue(bankAccountValuesOf(saved, entityId));
      if (saved.entity_id !== entityId) navigate(bankAccountPath(saved), { replace: true });
    } catch (error) {
      onError(error);
    }
  };

  const submit = (values: BankAccountValues) => {
    if (!base) return save(values);
    const changed = changedBankDetails(base, values);
    const separator = i18n.language === 'zh-CN' ? '、' : ', ';
    modal.confirm({
      title: changed.length
        ? t('company.bankForm.confirmTitle', { name: base.account_title })
        : t('company.bankForm.confirmSaveTitle', { name: base.account_title }),
      content: changed.length
        ? t('company.bankForm.confirmDetails', {
            fields: changed.map((field) => t(detailLabel[field])).join(separator),
          })
        : undefined,
      okText: changed.length ? t('company.bankForm.confirmOk') : t('company.bankForm.save'),
      cancelText: t('common.cancel'),
      okButtonProps: changed.length ? { danger: true } : undefined,
      onOk: () => save(values),
    });
  };

  const reload = async () => {
    if (!base) return;
    const fresh = await queryClient.fetchQuery({ ...bankAccountQueryOptions(base.id), staleTime: 0 });
    setBase(fresh);
    setConflict(false);
    form.setFieldsValue(bankAccountValuesOf(fresh, entityId));
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={bankAccountValuesOf(account, entityId)}
      onFinish={submit}
      data-testid="bank-account-form"
      scrollToFirstError
    >
      {conflict && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('company.bankForm.conflict')}
          action={
            <Button size="small" onClick={() => reload().catch(() => {})}>
              {t('company.bankForm.reload')}
            </Button>
          }
        />
      )}
      <BankAccountFields entities={entities} account={base} />
      <Space>
        <Button
          type="primary"
          htmlType="submit"
          loading={create.isPending || update.isPending}
          disabled={conflict}
          data-testid="bank-save"
        >
          {base ? t('company.bankForm.save') : t('company.bankForm.create')}
        </Button>
        <Button onClick={back}>{t('company.bankForm.cancel')}</Button>
        {base && <Typography.Text type="secondary">{t('company.bankForm.notifyHint')}</Typography.Text>}
      </Space>
    </Form>
  );
}
