import type { PortCallDetail } from '@portledger/contracts';
import { App, Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAcceptPortCall } from '../api/accept-port-call.ts';
import { useCancelPortCall } from '../api/cancel-port-call.ts';
import { useDeclinePortCall } from '../api/decline-port-call.ts';
import { useSubmitPortCall } from '../api/submit-port-call.ts';
import type { TransitionResult } from '../api/transition.ts';
import { missingForSubmit } from './form-values.ts';
import { fieldErrorsOf } from './server-errors.ts';
import { fieldList, requiredErrors, type SubmitErrorsState } from './submit-check.ts';

type ReasonAction = 'cancel' | 'decline';

/**
 * The buttons of the actions the state machine allows this user now (`object.actions`), each
 * confirmed in words that say what happens. Later issues add the PDA/FDA actions.
 */
export function ActionBar({ portCall }: { portCall: PortCallDetail }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const submit = useSubmitPortCall();
  const accept = useAcceptPortCall();
  const cancel = useCancelPortCall();
  const decline = useDeclinePortCall();
  const [reasonFor, setReasonFor] = useState<ReasonAction>();
  const [form] = Form.useForm<{ reason: string }>();
  const can = (action: string) => portCall.actions.some((allowed) => allowed === action);
  const target = { id: portCall.id, lockVersion: portCall.lock_version };
  const ref = portCall.ref_no;
  // The http client has toasted a failure; the refetch shows what changed meanwhile.
  const done = (result: TransitionResult) => message.success(result.msg);

  const confirm = (title: string, content: string, okText: string, run: () => Promise<TransitionResult>) =>
    modal.confirm({
      title,
      content,
      okText,
      cancelText: t('common.cancel'),
      onOk: () => run().then(done, () => undefined),
    });

  const sendReason = async () => {
    const { reason } = await form.validateFields();
    const run = reasonFor === 'cancel' ? cancel : decline;
    try {
      done(await run.mutateAsync({ ...target, reason: reason.trim() }));
      setReasonFor(undefined);
      form.resetFields();
    } catch {
      // Toasted by the http client; the dialog stays open so the reason is not lost.
    }
  };

  // Field errors belong under their fields: the edit page shows them there, scrolled to the first.
  const toEditWith = (state: SubmitErrorsState) => navigate(`/das-mgmt/${portCall.id}/edit`, { state });

  // The confirmation names the agent: it is asked only once nothing submit needs is missing.
  const startSubmit = () => {
    const missing = missingForSubmit(portCall);
    if (missing.length > 0) {
      message.warning(t('portCalls.form.incomplete', { ref, fields: fieldList(t, missing) }));
      if (can('edit')) toEditWith({ submitErrors: requiredErrors(t, missing) });
      return;
    }
    confirm(
      t('portCalls.form.submitTitle'),
      t('portCalls.form.submitContent', { ref, agent: portCall.agent?.name }),
      t('portCalls.action.submit'),
      () =>
        submit.mutateAsync(target).catch((error: unknown) => {
          // The server's check has the last word (a rule this page does not know): its field
          // errors go under the fields too; the http client has toasted its message.
          const submitErrors = fieldErrorsOf(error);
          if (submitErrors.length > 0 && can('edit')) toEditWith({ submitErrors });
          throw error;
        }),
    );
  };

  return (
    <Space wrap>
      {can('edit') && (
        <Button data-testid="action-edit" onClick={() => navigate(`/das-mgmt/${portCall.id}/edit`)}>
          {t('portCalls.action.edit')}
        </Button>
      )}
      {can('decline') && (
        <Button danger data-testid="action-decline" onClick={() => setReasonFor('decline')}>
          {t('portCalls.action.decline')}
        </Button>
      )}
      {can('cancel') && (
        <Button danger data-testid="action-cancel" onClick={() => setReasonFor('cancel')}>
          {t('portCalls.action.cancel')}
        </Button>
      )}
      {can('accept') && (
        <Button
          type="primary"
          data-testid="action-accept"
          loading={accept.isPending}
          onClick={() =>
            confirm(
              t('portCalls.confirm.acceptTitle'),
              t('portCalls.confirm.acceptContent', {
                ref,
                vessel: portCall.vessel?.name ?? '',
                port: portCall.port?.name ?? '',
              }),
              t('portCalls.action.accept'),
              () => accept.mutateAsync(target),
            )
          }
        >
          {t('portCalls.action.accept')}
        </Button>
      )}
      {can('submit') && (
        <Button type="primary" data-testid="action-submit" loading={submit.isPending} onClick={startSubmit}>
          {t('portCalls.action.submit')}
        </Button>
      )}
      <Modal
        open={reasonFor !== undefined}
        title={
          reasonFor === 'cancel'
            ? t('portCalls.confirm.cancelTitle', { ref })
            : t('portCalls.confirm.declineTitle', { ref })
        }
        okText={reasonFor === 'cancel' ? t('portCalls.action.cancel') : t('portCalls.action.decline')}
        okButtonProps={{ danger: true, loading: cancel.isPending || decline.isPending }}
        cancelText={t('portCalls.confirm.keep')}
        onOk={() => sendReason().catch(() => undefined)}
        onCancel={() => setReasonFor(undefined)}
        destroyOnHidden
      >
        <p>
          {reasonFor === 'cancel'
            ? t('portCalls.confirm.cancelContent')
            : t('portCalls.confirm.declineContent')}
        </p>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label={t('portCalls.confirm.reason')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('common.required', { field: t('portCalls.confirm.reason') }),
              },
              { max: 2000, message: t('portCalls.form.tooLong', { max: 2000 }) },
            ]}
          >
            <Input.TextArea rows={3} data-testid="reason-input" />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
