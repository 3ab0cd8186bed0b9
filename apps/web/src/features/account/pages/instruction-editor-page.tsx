import { App, Form, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ConflictAlert } from '../../../components/conflict-alert.tsx';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { ErrorResult, NotFoundResult } from '../../../components/result/results.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useCreateInstruction } from '../api/create-instruction.ts';
import { useInstruction } from '../api/get-instruction.ts';
import { useUpdateInstruction } from '../api/update-instruction.ts';
import { InstructionForm } from '../components/instruction-form.tsx';
import {
  bodyOf,
  emptyValues,
  formPathOf,
  type InstructionValues,
  valuesOf,
} from '../components/instruction-values.ts';

const BACK = '/myaccount/preference';

/**
 * `/myaccount/preference/create-instruction/:id?`: a new instruction set, or one to edit. Saving
 * asks first (appointed agents read the result on their port calls); a stale lock_version offers
 * a reload instead of overwriting someone else's change.
 */
export function InstructionEditorPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const trail = useRouteTrail();
  const params = useParams();
  const id = params.id === undefined ? undefined : Number(params.id);
  const validId = id === undefined || (Number.isInteger(id) && id > 0);
  const instruction = useInstruction(id !== undefined && validId ? id : undefined);
  const create = useCreateInstruction();
  const update = useUpdateInstruction();
  const [form] = Form.useForm<InstructionValues>();
  const [conflict, setConflict] = useState(false);
  const back = (location.state as { from?: string } | null)?.from ?? BACK;

  const title =
    id === undefined
      ? t('account.editor.createTitle')
      : (instruction.data?.name ?? t('account.editor.editTitle'));
  const crumbs = trail.map((crumb, index) => (index === trail.length - 1 ? { title } : crumb));

  if (!validId) return <NotFoundResult />;
  if (instruction.error instanceof HttpError && instruction.error.code === 404) return <NotFoundResult />;
  if (instruction.isError && !instruction.data) return <ErrorResult subTitle={instruction.error.message} />;
  if (id !== undefined && !instruction.data) return <Skeleton active />;

  const showErrors = (error: unknown) => {
    if (!(error instanceof HttpError)) return;
    if (error.code === 409) {
      setConflict(true);
      return;
    }
    const errors =
      (error.data as { errors?: { field: string; message: string }[] } | undefined)?.errors ?? [];
    form.setFields(
      errors.flatMap((item) => {
        const name = formPathOf(item.field);
        return name ? [{ name: name as never, errors: [item.message] }] : [];
      }),
    );
  };

  const save = async (values: InstructionValues) => {
    try {
      const loaded = instruction.data;
      const saved = loaded
        ? await update.mutateAsync({
            id: loaded.id,
            body: { ...bodyOf(values, loaded), lock_version: loaded.lock_version },
          })
        : await create.mutateAsync(bodyOf(values));
      message.success(t(loaded ? 'account.editor.saved' : 'account.editor.created', { name: saved.name }));
      navigate(back);
    } catch (error) {
      showErrors(error);
    }
  };

  const submit = (values: InstructionValues) =>
    modal.confirm({
      title: t('account.editor.confirmTitle', { name: values.name?.trim() }),
      content: t('account.editor.confirmContent', { count: values.articles.length }),
      okText: t('account.editor.save'),
      cancelText: t('common.cancel'),
      onOk: () => save(values),
    });

  const reload = async () => {
    const fresh = await instruction.refetch();
    if (fresh.data) {
      form.resetFields();
      form.setFieldsValue(valuesOf(fresh.data));
    }
    setConflict(false);
  };

  return (
    <>
      <PageHeader title={title} trail={crumbs} />
      <div style={{ maxWidth: 1080 }}>
        {conflict && (
          <ConflictAlert
            testId="instruction-conflict"
            title={t('account.editor.conflict')}
            description={t('account.editor.conflictHint')}
            reloadLabel={t('account.editor.reload')}
            onReload={() => reload().catch(() => {})}
          />
        )}
        <InstructionForm
          form={form}
          initial={instruction.data ? valuesOf(instruction.data) : emptyValues()}
          saving={create.isPending || update.isPending}
          disabled={conflict}
          onSubmit={submit}
          onCancel={() => navigate(back)}
        />
      </div>
    </>
  );
}
