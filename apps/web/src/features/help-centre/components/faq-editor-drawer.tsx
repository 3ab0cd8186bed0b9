import type { FaqDetail } from '@portledger/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictAlert } from '../../../components/conflict-alert.tsx';
import { useCreateFaq } from '../api/create-faq.ts';
import { faqQueryOptions } from '../api/get-faq.ts';
import { useUpdateFaq } from '../api/update-faq.ts';
import { bodyOf, FAQ_FORM_FIELDS, FaqForm, type FaqValues, valuesOf } from './faq-form.tsx';
import { showServerErrors } from './server-errors.ts';

/**
 * The operators' editor: a new article, or an existing one in both languages side by side.
 * Saving changes asks first; a stale lock_version shows the shared conflict alert with a reload.
 */
export function FaqEditorDrawer({
  open,
  faq,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The article to edit (with its `source`); absent: a new article. */
  faq?: FaqDetail;
  onClose: () => void;
  onSaved: (faq: FaqDetail) => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FaqValues>();
  const create = useCreateFaq();
  const update = useUpdateFaq();
  // Mounted per opening (the pages render it only while open), so the form always starts fresh.
  const [base, setBase] = useState(faq);
  const [conflict, setConflict] = useState(false);

  const save = async (values: FaqValues) => {
    try {
      const saved = base
        ? await update.mutateAsync({
            id: base.id,
            body: { ...bodyOf(values), lock_version: base.lock_version },
          })
        : await create.mutateAsync(bodyOf(values));
      message.success(t(base ? 'helpCentre.form.saved' : 'helpCentre.form.created'));
      onSaved(saved);
    } catch (error) {
      const outcome = showServerErrors(form, error, FAQ_FORM_FIELDS);
      if (outcome === 'conflict' || outcome === 'gone') setConflict(true);
    }
  };

  const submit = (values: FaqValues) => {
    if (!base) return save(values);
    modal.confirm({
      title: t('helpCentre.form.confirmTitle'),
      content: t('helpCentre.form.confirmContent'),
      okText: t('helpCentre.form.confirmOk'),
      cancelText: t('helpCentre.form.cancel'),
      onOk: () => save(values),
    });
  };

  const reload = async () => {
    if (!base) return;
    try {
      const fresh = await queryClient.fetchQuery({ ...faqQueryOptions(base.id), staleTime: 0 });
      setBase(fresh);
      form.setFieldsValue(valuesOf(fresh));
      setConflict(false);
    } catch {
      // Deleted meanwhile: the article page behind the drawer shows the 404 result.
      onClose();
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={1100}
      destroyOnHidden
      title={base ? t('helpCentre.form.editTitle') : t('helpCentre.form.createTitle')}
      extra={
        <Space>
          <Button onClick={onClose}>{t('helpCentre.form.cancel')}</Button>
          <Button
            type="primary"
            data-testid="faq-save"
            disabled={conflict}
            loading={create.isPending || update.isPending}
            onClick={() => form.submit()}
          >
            {base ? t('helpCentre.form.save') : t('helpCentre.form.create')}
          </Button>
        </Space>
      }
    >
      {conflict && (
        <ConflictAlert
          testId="faq-conflict"
          title={t('helpCentre.conflict.title')}
          description={t('helpCentre.conflict.description')}
          reloadLabel={t('helpCentre.conflict.reload')}
          onReload={() => void reload()}
        />
      )}
      <FaqForm form={form} initial={base} disabled={conflict} onSubmit={submit} />
    </Drawer>
  );
}
