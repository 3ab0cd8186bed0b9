import { Alert, App, Button, Card, Form, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { ErrorResult, NotFoundResult } from '../../../components/result/results.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useCreateCharterer } from '../api/create-charterer.ts';
import { useCharterer } from '../api/get-charterer.ts';
import { useUpdateCharterer } from '../api/update-charterer.ts';
import {
  bodyOf,
  CHARTERER_FORM_FIELDS,
  ChartererForm,
  type ChartererValues,
  valuesOf,
} from '../components/charterer-form.tsx';
import { showServerErrors } from '../components/server-errors.ts';

const LIST = '/settings/charterers';

/**
 * `/settings/charterers/create-charterer/:id?`: a new charterer, or an existing one to edit.
 * Saving changes asks first; a stale lock_version offers a reload instead of overwriting.
 */
export function ChartererEditPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const trail = useRouteTrail();
  const params = useParams();
  const id = params.id === undefined ? undefined : Number(params.id);
  const isEdit = id !== undefined;
  const charterer = useCharterer(isEdit && Number.isInteger(id) && id > 0 ? id : undefined);
  const create = useCreateCharterer();
  const update = useUpdateCharterer();
  const [form] = Form.useForm<ChartererValues>();
  const [conflict, setConflict] = useState(false);

  const title = isEdit ? t('charterers.form.editTitle') : t('charterers.form.createTitle');
  const crumbs = trail.map((crumb, index) => (index === trail.length - 1 ? { title } : crumb));
  const header = <PageHeader title={charterer.data?.name ?? title} trail={crumbs} />;

  if (isEdit && !(Number.isInteger(id) && id > 0)) return <NotFoundResult />;
  if (charterer.error instanceof HttpError && charterer.error.code === 404) return <NotFoundResult />;
  if (charterer.isError && !charterer.data) return <ErrorResult subTitle={charterer.error.message} />;
  if (isEdit && !charterer.data) return <Skeleton active />;

  const onError = (error: unknown) => {
    if (showServerErrors(form, error, CHARTERER_FORM_FIELDS) === 'conflict') setConflict(true);
  };

  const save = async (values: ChartererValues) => {
    try {
      if (charterer.data) {
        const saved = await update.mutateAsync({
          id: charterer.data.id,
          body: { ...bodyOf(values), lock_version: charterer.data.lock_version },
        });
        message.success(t('charterers.form.saved', { name: saved.name }));
      } else {
        const created = await create.mutateAsync(bodyOf(values));
        message.success(t('charterers.form.created', { name: created.name }));
      }
      navigate(LIST);
    } catch (error) {
      onError(error);
    }
  };

  const submit = (values: ChartererValues) => {
    if (!charterer.data) return save(values);
    modal.confirm({
      title: t('charterers.form.confirmTitle'),
      content: t('charterers.form.confirmContent', { name: charterer.data.name }),
      okText: t('charterers.form.confirmOk'),
      cancelText: t('common.cancel'),
      onOk: () => save(values),
    });
  };

  const reload = async () => {
    const fresh = await charterer.refetch();
    if (fresh.data) form.setFieldsValue(valuesOf(fresh.data));
    setConflict(false);
  };

  return (
    <>
      {header}
      <Card variant="outlined" style={{ maxWidth: 960 }}>
        {conflict && (
          <Alert
            type="warning"
            showIcon
            data-testid="charterer-conflict"
            style={{ marginBottom: 16 }}
            title={t('charterers.form.conflict')}
            action={
              <Button size="small" onClick={() => reload().catch(() => {})}>
                {t('charterers.form.reload')}
              </Button>
            }
          />
        )}
        <ChartererForm
          form={form}
          initial={charterer.data}
          submitLabel={isEdit ? t('charterers.form.save') : t('charterers.form.create')}
          saving={create.isPending || update.isPending}
          disabled={conflict}
          onSubmit={submit}
          onCancel={() => navigate(LIST)}
        />
      </Card>
    </>
  );
}
