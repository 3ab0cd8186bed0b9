import type { Payment, PaymentSubmitRequest, UploadedFile } from '@portledger/contracts';
import { App, type ButtonProps, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/file-upload.tsx';
import { dateFormats, formatDate, formatMoney } from '../../../lib/format.ts';
import { useSubmitPayment } from '../api/submit-payment.ts';
import { isAfterToday, receiverOf, remainingAfter, transferAmountProblem } from './payment-logic.ts';
import { applyStepError } from './step-errors.ts';

interface Values {
  transferred_on?: Dayjs;
  transferred_amount?: string;
  documents?: UploadedFile[];
}

interface Props {
  payment: Payment;
  onClose: () => void;
  onConflict: () => void;
}

/**
 * The payer records a transfer: date, amount (the remainder by default; less is a partial
 * payment) and the remittance advice. One Idempotency-Key per opening of the form, reused when
 * the same attempt is sent again, so a lost answer cannot record the money twice.
 */
export function TransferModal({ payment, onClose, onConflict }: Props) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [key] = useState(() => crypto.randomUUID());
  const mutation = useSubmitPayment();
  const currency = payment.currency;
  const bank = payment.bank_account;
  const account = bank ? [bank.bank_name, bank.iban ?? bank.account_number].filter(Boolean).join(' ') : '';

  const send = async (values: Values) => {
    const body: PaymentSubmitRequest = {
      lock_version: payment.lock_version,
      transferred_on: values.transferred_on!.format('YYYY-MM-DD'),
      transferred_amount: values.transferred_amount!.trim(),
      file_ids: values.documents?.length ? values.documents.map((file) => file.id) : undefined,
    };
    try {
      const result = await mutation.mutateAsync({ id: payment.id, body, key });
      message.success(result.msg);
      onClose();
    } catch (error) {
      if (applyStepError(error, form).conflict) {
        onClose();
        onConflict();
      }
    }
  };

  const confirm = async () => {
    const values = await form.validateFields();
    const amount = values.transferred_amount!.trim();
    const rest = remainingAfter(payment.remaining_amount, amount);
    modal.confirm({
      title: t('payments.confirm.submit', { amount: formatMoney(amount, currency) }),
      content: t('payments.confirm.submitContent', {
        date: formatDate(values.transferred_on),
        account,
        rest:
          rest === '0.00'
            ? t('payments.confirm.submitAll', {
                receiver: t(`payments.party.${receiverOf(payment.payment_type)}`),
              })
            : t('payments.confirm.submitRest', { remaining: formatMoney(rest, currency) }),
      }),
      okText: t('payments.confirm.ok'),
      cancelText: t('payments.form.cancel'),
      onOk: () => send(values),
    });
  };

  const amountRule = {
    validator: (_: unknown, value?: string) => {
      const problem = transferAmountProblem(value, payment.remaining_amount);
      if (!problem) return Promise.resolve();
      const text =
        problem === 'required'
          ? t('payments.form.required', { field: t('payments.field.transferredAmount') })
          : problem === 'tooLarge'
            ? t('payments.form.amountTooLarge', {
                remaining: formatMoney(payment.remaining_amount, currency),
              })
            : t('payments.form.amountInvalid');
      return Promise.reject(new Error(text));
    },
  };

  return (
    <Modal
      open
      title={t('payments.form.transferTitle', { amount: formatMoney(payment.remaining_amount, currency) })}
      okText={t('payments.form.continue')}
      cancelText={t('payments.form.cancel')}
      onOk={() => confirm().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={mutation.isPending}
      width={560}
      okButtonProps={{ 'data-testid': 'transfer-continue' } as ButtonProps}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          transferred_on: dayjs(),
          transferred_amount: payment.remaining_amount,
          documents: [],
        }}
      >
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 12 }}>
          <Form.Item
            name="transferred_on"
            label={t('payments.field.transferredOn')}
            rules={[
              {
                required: true,
                message: t('payments.form.required', { field: t('payments.field.transferredOn') }),
              },
            ]}
          >
            <DatePicker
              data-testid="transfer-on"
              format={dateFormats.date}
              disabledDate={(day) => isAfterToday(day)}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item
            name="transferred_amount"
            label={`${t('payments.field.transferredAmount')} (${currency})`}
            rules={[amountRule]}
          >
            <Input data-testid="transfer-amount" inputMode="decimal" style={{ textAlign: 'right' }} />
          </Form.Item>
        </div>
        <Form.Item name="documents" label={t('payments.field.documents')}>
          <FileUpload maxCount={10} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
