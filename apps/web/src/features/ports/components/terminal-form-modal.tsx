import { TERMINAL_INFORMATION_MAX, TERMINAL_NAME_MAX, type TerminalItem } from '@portledger/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictAlert } from '../../../components/conflict-alert.tsx';
import { RemoteSelect } from '../../../components/remote-select.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useCreateTerminal } from '../api/create-terminal.ts';
import { terminalQueryOptions } from '../api/get-terminal.ts';
import { invalidateTerminalQueries } from '../api/invalidate.ts';
import { useUpdateTerminal } from '../api/update-terminal.ts';

interface Values {
  name: string;
  terminal_type_id: number | null;
  information: string;
}

interface Props {
  open: boolean;
  port: { id: number; name: string };
  /** Absent: add a terminal to the port. */
  terminal?: TerminalItem;
  onClose: () => void;
}

const FORM_FIELDS = ['name', 'terminal_type_id', 'information'];
const valuesOf = (terminal?: TerminalItem): Values => ({
  name: terminal?.name ?? '',
  terminal_type_id: terminal?.terminal_type?.id ?? null,
  information: terminal?.information ?? '',
});

/** Operators add and edit terminals; server field errors land on the fields, a stale edit says so. */
export function TerminalFormModal({ open, port, terminal, onClose }: Props) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const create = useCreateTerminal();
  const update = useUpdateTerminal();
  // The version being edited; a reload after a conflict replaces it.
  const [base, setBase] = useState(terminal);
  const [conflict, setConflict] = useState(false);

  // Read at opening only: a refetch while the modal is open must not wipe what the user typed.
  const latest = useRef(terminal);
  latest.current = terminal;
  useEffect(() => {
    if (!open) return;
    const record = latest.current;
    setBase(record);
    setConflict(false);
    // The form instance outlives the modal's content: start each opening from the record.
    form.resetFields();
    form.setFieldsValue(valuesOf(record));
  }, [open, form]);

  const showServerErrors = (error: unknown) => {
    if (!(error instanceof HttpError)) return;
    if (error.code === 409) {
      setConflict(true);
      return;
    }
    const errors =
      (error.data as { errors?: { field: string; message: string }[] } | undefined)?.errors ?? [];
    form.setFields(
      errors
        .filter((item) => FORM_FIELDS.includes(item.field))
        .map((item) => ({ name: item.field as keyof Values, errors: [item.message] })),
    );
  };

  const save = async (values: Values) => {
    const fields = {
      name: values.name.trim(),
      terminal_type_id: values.terminal_type_id ?? null,
      information: values.information?.trim() || null,
    };
    if (!base) {
      const created = await create.mutateAsync({ port_id: port.id, ...fields });
      message.success(t('ports.form.created', { name: created.name }));
    } else {
      const saved = await update.mutateAsync({
        id: base.id,
        body: { ...fields, lock_version: base.lock_version },
      });
      message.success(t('ports.form.saved', { name: saved.name }));
    }
    onClose();
  };

  const submit = (values: Values) => {
    const run = () => save(values).catch(showServerErrors);
    if (!base) return run();
    modal.confirm({
      title: t('ports.form.confirmSave', { name: base.name }),
      okText: t('ports.form.save'),
      cancelText: t('common.cancel'),
      onOk: run,
    });
  };

  const reload = async () => {
    if (!base) return;
    await invalidateTerminalQueries(queryClient);
    const fresh = await queryClient.fetchQuery(terminalQueryOptions(base.id));
    setBase(fresh);
    setConflict(false);
    form.setFieldsValue(valuesOf(fresh));
  };

  const required = {
    required: true,
    whitespace: true,
    message: t('common.required', { field: t('ports.form.name') }),
  };
  return (
    <Modal
      open={open}
      destroyOnHidden
      title={
        base ? t('ports.form.editTitle', { name: base.name }) : t('ports.form.addTitle', { port: port.name })
      }
      okText={base ? t('ports.form.save') : t('ports.form.add')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: conflict }}
      confirmLoading={create.isPending || update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
    >
      {conflict && (
        <ConflictAlert
          title={t('ports.form.conflict')}
          reloadLabel={t('ports.form.reload')}
          // A failed reload was already shown by the http client's toast.
          onReload={() => reload().catch(() => undefined)}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        style={{ marginTop: 16 }}
        initialValues={valuesOf(terminal)}
        onFinish={submit}
        data-testid="terminal-form"
      >
        <Form.Item
          name="name"
          label={t('ports.form.name')}
          rules={[
            required,
            { max: TERMINAL_NAME_MAX, message: t('ports.form.nameTooLong', { max: TERMINAL_NAME_MAX }) },
          ]}
        >
          <Input placeholder={t('ports.form.namePlaceholder')} maxLength={TERMINAL_NAME_MAX + 20} />
        </Form.Item>
        <Form.Item name="terminal_type_id" label={t('ports.form.type')}>
          <RemoteSelect
            path="/terminal_types/option"
            data-testid="terminal-type-select"
            placeholder={t('ports.form.typePlaceholder')}
            initialOption={base?.terminal_type ?? undefined}
          />
        </Form.Item>
        <Form.Item
          name="information"
          label={t('ports.form.information')}
          rules={[
            {
              max: TERMINAL_INFORMATION_MAX,
              message: t('ports.form.informationTooLong', { max: TERMINAL_INFORMATION_MAX }),
            },
          ]}
        >
          <Input.TextArea
            rows={8}
            showCount
            maxLength={TERMINAL_INFORMATION_MAX}
            placeholder={t('ports.form.informationPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
