import { Alert, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { ErrorResult, NotFoundResult } from '../../../components/result/results.tsx';
import { HttpError } from '../../../lib/http.ts';
import { usePayment } from '../api/get-payment.ts';
import { PaymentConflictAlert } from '../components/conflict-alert.tsx';
import { PaymentActions } from '../components/payment-actions.tsx';
import { PaymentFacts } from '../components/payment-facts.tsx';
import { nextStep, payerOf, receiverOf } from '../components/payment-logic.ts';

/** `/das-mgmt/:id/payment/:paymentId`: one payment, what it waits for, and this user's actions. */
export function PaymentPage() {
  const { t } = useTranslation();
  const trail = useRouteTrail();
  const params = useParams();
  const id = Number(params.paymentId);
  const valid = Number.isInteger(id) && id > 0;
  const payment = usePayment(valid ? id : 0);
  const [conflict, setConflict] = useState(false);

  if (!valid) return <NotFoundResult />;
  if (payment.error instanceof HttpError && payment.error.code === 404) return <NotFoundResult />;
  if (payment.isError && !payment.data) return <ErrorResult subTitle={payment.error.message} />;
  if (!payment.data) return <Skeleton active />;
  const p = payment.data;
  const type = t(`payments.type.${p.payment_type}`);
  // The port call's crumb shows its reference rather than the generic 'Port call'.
  const crumbs = trail.map((crumb, index) =>
    index === trail.length - 2 ? { ...crumb, title: p.ref_no } : crumb,
  );
  const step = nextStep(p);
  // Revoking steps back; whoever can only do that still waits for someone else.
  const movesOn = p.actions.some((action) => action !== 'revoke');
  const waiting =
    step &&
    t(`payments.next.${step}`, {
      payer: t(`payments.party.${payerOf(p.payment_type)}`),
      receiver: t(`payments.party.${receiverOf(p.payment_type)}`),
    });

  return (
    <>
      <PageHeader
        title={t('payments.detail.title', { type, refNo: p.ref_no })}
        trail={crumbs}
        extra={<PaymentActions payment={p} onConflict={() => setConflict(true)} />}
      />
      {conflict && (
        <PaymentConflictAlert
          onReload={() => {
            setConflict(false);
            void payment.refetch();
          }}
        />
      )}
      {waiting && !movesOn && (
        <Alert
          type={step === 'done' ? 'success' : 'info'}
          showIcon
          data-testid="payment-next"
          style={{ marginBottom: 16 }}
          title={waiting}
        />
      )}
      <PaymentFacts payment={p} />
    </>
  );
}
