import type { AnyOptionItem, Payment, PaymentInstructionsRequest } from '@portledger/contracts';
import { App, type ButtonProps, DatePicker, Form, Modal, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateFormats, formatDate, formatMoney } from '../../../lib/format.ts';
import { useOptions } from '../../../lib/options.ts';
import { useReceiverAccounts } from '../api/get-receiver-accounts.ts';
import { useSubmitInstructions } from '../api/submit-instructions.ts';
import { accountsByCurrency, isBeforeToday, otherAccountCurrency } from './payment-logic.ts';
import { applyStepError } from './step-errors.ts';

interface Values {
  bank_account_id?: number;
  payment_mode?: PaymentInstructionsRequest['payment_mode'];
  due_on?: Dayjs;
  initiate_transfer_on?: Dayjs;
  invoice_on?: Dayjs;
}

const iso = (value?: Dayjs) => value?.format('YYYY-MM-DD');

interface Props {
  payment: Payment;
  open: boolean;
  onClose: () => void;
  onConflict: () => void;
}

/**
 * The principal's instructions: the receiver's bank account, the mode and the dates; then a
 * confirmation that names the amount and the receiver before anything is sent.
 */
export function InstructionsModal({ payment, open, onClose, onConflict }: Props) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const accounts = useReceiverAccounts(payment.id, open);
  const modes = useOptions<AnyOptionItem>('/payments/payment_mode', undefined, open);
  const mutation = useSubmitInstructions();
  const amount = formatMoney(payment.amount, payment.currency);
  const company = accounts.data?.company_name ?? '';
  const required = (field: string) => ({ required: true, message: t('payments.form.required', { field }) });
  const options = accountsByCurrency(accounts.data?.objects ?? [], payment.currency);
  const chosenId = Form.useWatch('bank_account_id', form);
  const currencyOf = (id: number | undefined) =>
    otherAccountCurrency(options.find((a) => a.id === id)?.currency, payment.currency);
  // Another currency is allowed (the banks convert) but said plainly before anything is sent.
  const otherCurrency = currencyOf(chosenId);

  const send = async (values: Values) => {
    const body: PaymentInstructionsRequest = {
      lock_version: payment.lock_version,
      payment_id: payment.id,
      bank_account_id: values.bank_account_id!,
      payment_mode: values.payment_mode!,
      due_on: iso(values.due_on)!,
      initiate_transfer_on: iso(values.initiate_transfer_on),
      invoice_on: iso(values.invoice_on),
    };
    try {
      const result = await mutation.mutateAsync({ payment, body });
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
    const account = accounts.data?.objects.find((a) => a.id === values.bank_account_id);
    const mode = modes.data?.find((m) => m.id === values.payment_mode)?.name ?? values.payment_mode;
    const other = currencyOf(values.bank_account_id);
    const content = t('payments.confirm.submit_instructionsContent', {
      account: [account?.bank_name, account?.account_mask].filter(Boolean).join(' '),
      mode,
      due: formatDate(iso(values.due_on)),
    });
    modal.confirm({
      title: t('payments.confirm.submit_instructions', { amount, receiver: company }),
      content: other ? (
        <>
          <Typography.Paragraph>{content}</Typography.Paragraph>
          <Typography.Text type="warning" strong data-testid="instructions-confirm-currency">
            {t('payments.confirm.currencyMismatch', { account: other, payment: payment.currency })}
          </Typography.Text>
        </>
      ) : (
        content
      ),
      okText: t('payments.confirm.ok'),
      cancelText: t('payments.form.cancel'),
      onOk: () => send(values),
    });
  };

  return (
    <Modal
      open={open}
      title={t('payments.form.instructionsTitle', { amount })}
      okText={t('payments.form.continue')}
      cancelText={t('payments.form.cancel')}
      onOk={() => confirm().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={mutation.isPending}
      destroyOnHidden
      width={560}
      okButtonProps={{ 'data-testid': 'instructions-continue' } as ButtonProps}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        // Given again after a revoke: the earlier due date only while it has not passed.
        initialValues={{
          due_on: payment.due_on && !isBeforeToday(dayjs(payment.due_on)) ? dayjs(payment.due_on) : undefined,
        }}
      >
        <Form.Item
          name="bank_account_id"
          label={t('payments.field.bankAccount')}
          rules={[required(t('payments.field.bankAccount'))]}
          validateStatus={otherCurrency ? 'warning' : undefined}
          help={
            otherCurrency ? (
              <span data-testid="instructions-currency-warning">
                {t('payments.form.currencyMismatch', { account: otherCurrency, payment: payment.currency })}
              </span>
            ) : undefined
          }
          extra={
            accounts.data &&
            (accounts.data.objects.length
              ? t('payments.form.receiverHint', { company })
              : t('payments.form.noAccounts', { company }))
          }
        >
          <Select
            data-testid="instructions-bank-account"
            loading={accounts.isLoading}
            options={options.map((a) => ({
              value: a.id,
              // The mask and currency first: a long bank name must not hide what tells accounts apart.
              label: [a.account_mask, a.currency, a.bank_name].filter(Boolean).join(' · '),
              title: a.account_title,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="payment_mode"
          label={t('payments.field.mode')}
          rules={[required(t('payments.field.mode'))]}
        >
          <Select
            data-testid="instructions-mode"
            loading={modes.isLoading}
            options={(modes.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
          />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 12 }}>
          <Form.Item
            name="due_on"
            label={t('payments.field.dueOn')}
            rules={[required(t('payments.field.dueOn'))]}
          >
            <DatePicker
              data-testid="instructions-due-on"
              format={dateFormats.date}
              disabledDate={(day) => isBeforeToday(day)}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item name="initiate_transfer_on" label={t('payments.field.initiateTransferOn')}>
            <DatePicker format={dateFormats.date} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="invoice_on" label={t('payments.field.invoiceOn')}>
            <DatePicker format={dateFormats.date} style={{ width: '100%' }} />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
