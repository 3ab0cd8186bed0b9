import { instructionLimits } from '@portledger/contracts';
import { Button, Card, Col, Form, type FormInstance, Input, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ArticlesEditor } from './articles-editor.tsx';
import { instructionTypeOptions } from './instruction-type-tag.tsx';
import { ALL_ENTITIES, type InstructionValues } from './instruction-values.ts';
import { useCurrentUser } from './use-current-user.ts';

interface Props {
  form: FormInstance<InstructionValues>;
  initial: InstructionValues;
  saving: boolean;
  disabled?: boolean;
  onSubmit: (values: InstructionValues) => void;
  onCancel: () => void;
}

/** Name, type, the legal entity it applies to ('All Entities' by default), then the articles. */
export function InstructionForm({ form, initial, saving, disabled, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const entities = user?.managed_entities ?? [];
  const label = { name: t('account.editor.name'), type: t('account.editor.type') };

  return (
    <Form<InstructionValues>
      form={form}
      layout="vertical"
      data-testid="instruction-form"
      initialValues={initial}
      onFinish={onSubmit}
      disabled={disabled}
      scrollToFirstError
    >
      <Card variant="outlined" style={{ marginBottom: 16 }}>
        <Row gutter={24}>
          <Col xs={24} lg={10}>
            <Form.Item
              name="name"
              label={label.name}
              rules={[
                { required: true, whitespace: true, message: t('common.required', { field: label.name }) },
                {
                  max: instructionLimits.name,
                  message: t('account.editor.tooLong', { max: instructionLimits.name }),
                },
              ]}
            >
              <Input data-testid="instruction-name" placeholder={t('account.editor.namePlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} lg={6}>
            <Form.Item
              name="instruction_type"
              label={label.type}
              rules={[{ required: true, message: t('common.required', { field: label.type }) }]}
            >
              <Select data-testid="instruction-type" options={instructionTypeOptions()} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <Form.Item
              name="legal_entity_id"
              label={t('account.editor.entity')}
              extra={t('account.editor.entityHint')}
            >
              <Select<number>
                data-testid="instruction-entity"
                options={[
                  { value: ALL_ENTITIES, label: t('layout.entitySwitch.all') },
                  ...entities.map((entity) => ({ value: entity.id, label: entity.name })),
                ]}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card variant="outlined" title={t('account.editor.articles')} style={{ marginBottom: 16 }}>
        <ArticlesEditor form={form} />
      </Card>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="instruction-save">
          {t('account.editor.save')}
        </Button>
        <Button onClick={onCancel} disabled={false}>
          {t('common.cancel')}
        </Button>
      </Space>
    </Form>
  );
}
