import type { EntityDetail, UploadedFile } from '@portledger/contracts';
import { Col, DatePicker, Divider, Form, Input, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CurrencySelect } from '../../../components/currency-select.tsx';
import { FileUpload } from '../../../components/file-upload.tsx';
import { RemoteSelect } from '../../../components/remote-select.tsx';
import { dateFormats } from '../../../lib/format.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s()./-]{5,}(\s*(ext\.?|x)\s*\d+)?$/i;

/** The particulars of a company or legal entity, in three sections; the parent owns the Form. */
export function EntityFormFields({
  entity,
  currencyLocked,
}: {
  entity?: EntityDetail;
  currencyLocked?: boolean;
}) {
  const { t } = useTranslation();
  const half = { xs: 24, md: 12 };
  const third = { xs: 24, md: 8 };
  const phoneRule = {
    validator: (_: unknown, value?: string) =>
      !value?.trim() || PHONE.test(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(t('company.entityForm.phoneInvalid'))),
  };
  return (
    <>
      <Divider titlePlacement="start" plain>
        {t('company.entityForm.sectionRegistration')}
      </Divider>
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item
            name="name"
            label={t('company.entity.name')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('common.required', { field: t('company.entity.name') }),
              },
            ]}
          >
            <Input placeholder={t('company.entityForm.namePlaceholder')} maxLength={200} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="commercial_reg_no" label={t('company.entity.commercialRegNo')}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="incorporation_on" label={t('company.entity.incorporationOn')}>
            <DatePicker
              style={{ width: '100%' }}
              format={dateFormats.isoDate}
              disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item
            name="dun_no"
            label={t('company.entity.dunNo')}
            rules={[
              {
                validator: (_, value?: string) =>
                  !value?.trim() || /^\d{9}$/.test(value.replace(/[\s-]/g, ''))
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('company.entityForm.dunNoInvalid'))),
              },
            ]}
          >
            <Input maxLength={11} placeholder="15-048-3782" />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item
            name="currency"
            label={t('company.entity.currency')}
            extra={currencyLocked ? t('company.entity.currencyLocked') : undefined}
          >
            <CurrencySelect data-testid="entity-currency" disabled={currencyLocked} />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item
            name="logo"
            label={t('company.entity.logo')}
            extra={t('company.entityForm.logoHint')}
            rules={[
              {
                validator: (_, files?: UploadedFile[]) =>
                  !files?.[0] || files[0].content_type.startsWith('image/')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('company.entityForm.logoNotImage'))),
              },
            ]}
          >
            <FileUpload maxCount={1} accept=".png,.jpg,.jpeg,.gif,.webp" />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>
        {t('company.entityForm.sectionAddress')}
      </Divider>
      <Row gutter={16}>
        {(['address_line1', 'address_line2', 'address_line3'] as const).map((name, index) => (
          <Col xs={24} key={name}>
            <Form.Item name={name} label={t(`company.entity.addressLine${index + 1}`)}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
        ))}
        <Col {...third}>
          <Form.Item name="postcode" label={t('company.entity.postcode')}>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="city" label={t('company.entity.city')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="country_id" label={t('company.entity.country')}>
            <RemoteSelect
              path="/countries/option"
              data-testid="entity-country"
              initialOption={entity?.country ?? undefined}
            />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>
        {t('company.entityForm.sectionContact')}
      </Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="main_contact_name" label={t('company.entity.mainContact')}>
            <Input maxLength={120} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="emails"
            label={t('company.entity.emails')}
            rules={[
              {
                validator: (_, emails?: string[]) => {
                  const bad = (emails ?? []).find((email) => !EMAIL.test(email.trim()));
                  return bad
                    ? Promise.reject(new Error(t('company.entityForm.emailInvalid', { email: bad })))
                    : Promise.resolve();
                },
              },
            ]}
          >
            <Select
              mode="tags"
              open={false}
              suffixIcon={null}
              tokenSeparators={[',', ';', ' ']}
              placeholder={t('company.entityForm.emailsPlaceholder')}
              data-testid="entity-emails"
            />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="phone" label={t('company.entity.phone')} rules={[phoneRule]}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="fax" label={t('company.entity.fax')} rules={[phoneRule]}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item
            name="website"
            label={t('company.entity.website')}
            rules={[
              {
                validator: (_, value?: string) =>
                  !value?.trim() || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('company.entityForm.websiteInvalid'))),
              },
            ]}
          >
            <Input maxLength={300} placeholder={t('company.entityForm.websitePlaceholder')} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
