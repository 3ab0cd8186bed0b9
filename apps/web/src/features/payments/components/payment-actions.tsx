import type { Payment } from '@portledger/contracts';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { type Decision, useDecidePayment } from '../api/decide-payment.ts';
import { InstructionsModal } from './instructions-modal.tsx';
import { documentOf, otherAccountCurrency, payerOf } from './payment-logic.ts';
import { applyStepError } from './step-errors.ts';
import { TransferModal } from './transfer-modal.tsx';

interface Props {
  payment: Payment;
  onConflict: () => void;
}

/** The buttons of `payment.actions`, each behind a confirmation that says what will happen. */
export function PaymentActions({ payment, onConflict }: Props) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const decide = useDecidePayment();
  const [form, setForm] = useState<'instructions' | 'transfer' | null>(null);
  const amount = formatMoney(payment.amount, payment.currency);
  const bank = payment.bank_account;
  const account = bank ? [bank.bank_name, bank.iban ?? bank.account_number].filter(Boolean).join(' ') : '';
  // The instructed account's currency when it differs from the payment's (kept with the bank
  // details since 2026-11-27; older payments have none and say nothing).
  const accountCurrency = otherAccountCurrency(bank?.currency, payment.currency);

  const contentOf: Record<Decision, string> = {
    check: [
      t('payments.confirm.checkContent', {
        payer: t(`payments.party.${payerOf(payment.payment_type)}`),
        account,
      }),
      accountCurrency &&
        t('payments.confirm.currencyMismatch', { account: accountCurrency, payment: payment.currency }),
    ]
      .filter(Boolean)
      .join(' '),
    revoke: t('payments.confirm.revokeContent'),
    confirm_receipt: t('payments.confirm.confirm_receiptContent', {
      next:
        documentOf(payment.payment_type) === 'pda'
          ? t('payments.confirm.nextPda')
          : t('payments.confirm.nextFda'),
    }),
  };

  const ask = (decision: Decision) =>
    modal.confirm({
      title: t(`payments.confirm.${decision}`, {
        amount:
          decision === 'confirm_receipt' ? formatMoney(payment.transferred_amount, payment.currency) : amount,
      }),
      content: contentOf[decision],
      okText: t('payments.confirm.ok'),
      cancelText: t('payments.form.cancel'),
      okButtonProps: { danger: decision === 'revoke' },
      onOk: async () => {
        try {
          const result = await decide.mutateAsync({
            id: payment.id,
            decision,
            lockVersion: payment.lock_version,
          });
          message.success(result.msg);
        } catch (error) {
          if (applyStepError(error).conflict) onConflict();
        }
      },
    });

  if (!payment.actions.length) return null;
  return (
    <>
      <Space wrap>
        {payment.actions.map((action) => (
          <Button
            key={action}
            data-testid={`payment-action-${action}`}
            type={action === 'revoke' ? 'default' : 'primary'}
            danger={action === 'revoke'}
            loading={decide.isPending && decide.variables?.decision === action}
            onClick={() =>
              action === 'submit_instructions'
                ? setForm('instructions')
                : action === 'submit'
                  ? setForm('transfer')
                  : ask(action)
            }
          >
            {t(`payments.action.${action}`)}
          </Button>
        ))}
      </Space>
      <InstructionsModal
        payment={payment}
        open={form === 'instructions'}
        onClose={() => setForm(null)}
        onConflict={onConflict}
      />
      {form === 'transfer' && (
        <TransferModal payment={payment} onClose={() => setForm(null)} onConflict={onConflict} />
      )}
    </>
  );
}
