import type { PortCallDetail } from '@portledger/contracts';
import { Alert, App, Button, Form, Result, Skeleton, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { ErrorResult, NotFoundResult } from '../../../components/result/results.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useOptions } from '../../../lib/options.ts';
import { useCreatePortCall } from '../api/create-port-call.ts';
import { usePortCall } from '../api/get-port-call.ts';
import { useSubmitPortCall } from '../api/submit-port-call.ts';
import { useUpdatePortCall } from '../api/update-port-call.ts';
import type { SaveMode } from '../components/form-rules.ts';
import type { AgentAids } from '../components/form-sections-main.tsx';
import { bodyOf, missingForSubmit, type PortCallValues } from '../components/form-values.ts';
import { PortCallForm } from '../components/port-call-form.tsx';
import { markFieldErrors, scrollToFirstError, showServerErrors } from '../components/server-errors.ts';
import { requiredErrors, submitErrorsOf } from '../components/submit-check.ts';
import { useCurrentUser } from '../components/use-current-user.ts';

/**
 * `/das-mgmt/create` and `/das-mgmt/:id/edit` (principal): save as draft, or save and submit,
 * which appoints the agent after a confirmation naming the port call and the agent.
 */
export function PortCallEditPage(agentAids: AgentAids = {}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const trail = useRouteTrail();
  const user = useCurrentUser();
  const params = useParams();
  const location = useLocation();
  const id = params.id === undefined ? undefined : Number(params.id);
  const validId = id !== undefined && Number.isInteger(id) && id > 0;
  const loaded = usePortCall(validId ? id : undefined);
  const create = useCreatePortCall();
  const update = useUpdatePortCall();
  const submit = useSubmitPortCall();
  const types = useOptions('/activity_types');
  const [form] = Form.useForm<PortCallValues>();
  const mode = useRef<SaveMode>('draft');
  // A new port call, once saved, is updated (PUT) by the next save instead of created again.
  const [created, setCreated] = useState<PortCallDetail>();
  const [conflict, setConflict] = useState(false);
  const record = created ?? loaded.data;
  const isDraft = !record || record.status === 'port_call_draft';
  const editable = !record || record.actions.includes('edit');

  // Sent here by the detail page's submit: show what submit needs on the fields, once the form is
  // drawn, then drop the router state so a reload does not show it again.
  const arrivedWith = submitErrorsOf(location.state);
  const ready = !!loaded.data && editable;
  useEffect(() => {
    if (!arrivedWith || !ready) return;
    mode.current = 'submit';
    markFieldErrors(form, arrivedWith);
    navigate(location.pathname, { replace: true, state: null });
  }, [arrivedWith, ready, form, navigate, location.pathname]);

  const title = record
    ? t('portCalls.form.editTitle', { ref: record.ref_no })
    : t('portCalls.form.createTitle');
  const crumbs = trail.map((crumb, index) => (index === trail.length - 1 ? { title } : crumb));

  if (id !== undefined && !validId) return <NotFoundResult />;
  if (loaded.error instanceof HttpError && loaded.error.code === 404) return <NotFoundResult />;
  if (loaded.isError && !loaded.data) return <ErrorResult subTitle={loaded.error.message} />;
  if (id !== undefined && !loaded.data) return <Skeleton active />;
  if (record && !editable) {
    return (
      <Result
        status="warning"
        title={t('portCalls.form.notEditable', { ref: record.ref_no })}
        extra={
          <Button onClick={() => navigate(`/das-mgmt/${record.id}`)}>{t('portCalls.form.toDetail')}</Button>
        }
      />
    );
  }

  const codeOf = (typeId: number) => types.data?.find((row) => row.id === typeId)?.code as string | undefined;

  const save = async (): Promise<PortCallDetail | undefined> => {
    try {
      await form.validateFields();
    } catch {
      // antd shows each message under its field; validateFields() alone does not scroll there.
      scrollToFirstError(form);
      return undefined;
    }
    const body = bodyOf(form.getFieldsValue(true), codeOf);
    try {
      const saved = record
        ? await update.mutateAsync({ id: record.id, body: { ...body, lock_version: record.lock_version } })
        : await create.mutateAsync(body);
      if (!loaded.data) setCreated(saved);
      return saved;
    } catch (error) {
      if (showServerErrors(form, error) === 'conflict') setConflict(true);
      return undefined;
    }
  };

  const saveDraft = async () => {
    mode.current = isDraft ? 'draft' : 'submit';
    const saved = await save();
    if (!saved) return;
    message.success(t(isDraft ? 'portCalls.form.savedDraft' : 'portCalls.form.saved', { ref: saved.ref_no }));
    navigate(`/das-mgmt/${saved.id}`);
  };

  const saveAndSubmit = async () => {
    mode.current = 'submit';
    const saved = await save();
    if (!saved) return;
    // The confirmation names the agent: never ask it with a field submit needs still empty.
    const missing = missingForSubmit(saved);
    if (missing.length > 0) {
      markFieldErrors(form, requiredErrors(t, missing));
      return;
    }
    modal.confirm({
      title: t('portCalls.form.submitTitle'),
      content: t('portCalls.form.submitContent', { ref: saved.ref_no, agent: saved.agent?.name }),
      okText: t('portCalls.action.submit'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const result = await submit.mutateAsync({ id: saved.id, lockVersion: saved.lock_version });
          message.success(result.msg);
          navigate(`/das-mgmt/${saved.id}`);
        } catch (error) {
          if (showServerErrors(form, error) === 'conflict') setConflict(true);
        }
      },
      onCancel: () => {
        message.info(t('portCalls.form.keptAsDraft', { ref: saved.ref_no }));
        if (!loaded.data) navigate(`/das-mgmt/${saved.id}/edit`, { replace: true });
      },
    });
  };

  const reload = async () => {
    const fresh = await loaded.refetch();
    if (fresh.data) form.resetFields();
    setConflict(false);
  };

  const busy = create.isPending || update.isPending || submit.isPending;
  return (
    <>
      <PageHeader title={title} trail={crumbs} />
      {conflict && (
        <Alert
          type="warning"
          showIcon
          data-testid="port-call-conflict"
          style={{ marginBottom: 16 }}
          title={t('portCalls.form.conflict')}
          action={
            <Button size="small" onClick={() => reload().catch(() => {})}>
              {t('portCalls.form.reload')}
            </Button>
          }
        />
      )}
      <PortCallForm
        form={form}
        initial={loaded.data}
        mode={mode}
        entities={user?.managed_entities ?? []}
        disabled={conflict}
        {...agentAids}
      />
      <Space style={{ marginTop: 16 }} wrap>
        <Button onClick={() => navigate(record ? `/das-mgmt/${record.id}` : '/das-mgmt')}>
          {t('common.cancel')}
        </Button>
        <Button data-testid="port-call-save" loading={busy} disabled={conflict} onClick={saveDraft}>
          {isDraft ? t('portCalls.form.saveDraft') : t('portCalls.form.saveChanges')}
        </Button>
        {isDraft && (
          <Button
            type="primary"
            data-testid="port-call-submit"
            loading={busy}
            disabled={conflict}
            onClick={saveAndSubmit}
          >
            {t('portCalls.action.submit')}
          </Button>
        )}
      </Space>
    </>
  );
}
