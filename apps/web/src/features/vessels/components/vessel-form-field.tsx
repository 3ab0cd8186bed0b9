import type { VesselDetail } from '@portledger/contracts';
import { DatePicker, Form, Input, InputNumber } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../components/remote-select.tsx';
import { dateFormats } from '../../../lib/format.ts';
import type { FieldSpec } from './vessel-fields.ts';
import { rulesFor } from './vessel-form-values.ts';
import { VesselTypeSelect } from './vessel-type-select.tsx';

/** Form.Item hands its child `value`, `onChange` and `id`; they are passed on to the input. */
type ControlProps = { field: FieldSpec; vessel?: VesselDetail } & Record<string, unknown>;

function Control({ field, vessel, ...control }: ControlProps) {
  const { t } = useTranslation();
  const testId = `vessel-field-${field.name}`;
  switch (field.kind) {
    case 'longText':
      return <Input.TextArea {...control} autoSize={{ minRows: 2, maxRows: 6 }} data-testid={testId} />;
    case 'date':
      return (
        <DatePicker
          {...control}
          style={{ width: '100%' }}
          format={dateFormats.date}
          placeholder={t('vessels.form.datePlaceholder')}
          data-testid={testId}
        />
      );
    case 'count':
      return (
        <InputNumber
          {...control}
          min={0}
          max={99}
          precision={0}
          style={{ width: '100%' }}
          data-testid={testId}
        />
      );
    case 'flag':
      return (
        <RemoteSelect
          {...control}
          path="/countries/option"
          placeholder={t('vessels.form.flagPlaceholder')}
          initialOption={vessel?.flag ? { id: vessel.flag.id, name: vessel.flag.name } : undefined}
          data-testid={testId}
        />
      );
    case 'type':
      return (
        <VesselTypeSelect {...control} placeholder={t('vessels.form.typePlaceholder')} data-testid={testId} />
      );
    case 'measure':
      return <Input {...control} inputMode="decimal" maxLength={13} data-testid={testId} />;
    default:
      return (
        <Input
          {...control}
          data-testid={testId}
          maxLength={field.kind === 'mmsi' ? 9 : field.kind === 'imo' ? 7 : 200}
        />
      );
  }
}

/** One field of the vessel editor, with the client rules the server also applies. */
export function VesselFormField({ field, vessel }: { field: FieldSpec; vessel?: VesselDetail }) {
  const { t } = useTranslation();
  const rules = rulesFor(field, t);
  if (field.name === 'delivered_on') {
    // Mirrors the server's rule: delivery cannot precede keel laying.
    rules.push(({ getFieldValue }) => ({
      validator: async (_, value: Dayjs | null) => {
        const keel = getFieldValue('keel_laid_on') as Dayjs | null;
        if (value && keel && value.isBefore(keel, 'day'))
          throw new Error(t('vessels.validation.deliveredBeforeKeel'));
      },
    }));
  }
  return (
    <Form.Item
      name={field.name}
      label={t(`vessels.field.${field.label}`)}
      rules={rules}
      required={field.required}
      dependencies={field.name === 'delivered_on' ? ['keel_laid_on'] : undefined}
    >
      <Control field={field} vessel={vessel} />
    </Form.Item>
  );
}
