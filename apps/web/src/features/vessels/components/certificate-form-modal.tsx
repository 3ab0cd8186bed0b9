import type { UploadedFile, VesselCertificate, VesselDetail } from '@portledger/contracts';
import { type ButtonProps, Col, DatePicker, Form, Input, Modal, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/file-upload.tsx';
import { dateFormats } from '../../../lib/format.ts';
import { HttpError } from '../../../lib/http.ts';
import { useSaveCertificate } from '../api/save-certificate.ts';

interface Values {
  name: string;
  certificate_no: string;
  issued_on: Dayjs | null;
  last_annual_on: Dayjs | null;
  expires_on: Dayjs | null;
  files: UploadedFile[];
}

const day = (value: string | null | undefined) => (value ? dayjs(value) : null);
const iso = (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null);
const valuesOf = (certificate?: VesselCertificate): Values => ({
  name: certificate?.name ?? '',
  certificate_no: certificate?.certificate_no ?? '',
  issued_on: day(certificate?.issued_on),
  last_annual_on: day(certificate?.last_annual_on),
  expires_on: day(certificate?.expires_on),
  files: certificate?.attachment ? [certificate.attachment] : [],
});

/** Operators add or edit a certificate and its file; server field errors land on the fields. */
export function CertificateFormModal({
  open,
  vessel,
  certificate,
  onClose,
}: {
  open: boolean;
  vessel: VesselDetail;
  certificate?: VesselCertificate;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveCertificate();

  useEffect(() => {
    if (open) form.setFieldsValue(valuesOf(certificate));
  }, [open, certificate, form]);

  const onFinish = async (values: Values) => {
    try {
      await save.mutateAsync({
        vesselId: vessel.id,
        certificateId: certificate?.id,
        body: {
          name: values.name.trim(),
          certificate_no: values.certificate_no?.trim() || null,
          issued_on: iso(values.issued_on),
          last_annual_on: iso(values.last_annual_on),
          expires_on: iso(values.expires_on),
          file_id: values.files?.[0]?.id ?? null,
        },
      });
      onClose();
    } catch (error) {
      if (!(error instanceof HttpError)) return;
      const errors =
        (error.data as { errors?: { field: string; message: string }[] } | undefined)?.errors ?? [];
      form.setFields(
        errors.map((item) => ({
          name: (item.field === 'file_id' ? 'files' : item.field) as keyof Values,
          errors: [item.message],
        })),
      );
    }
  };

  const date = (name: keyof Values, label: string, extra: object = {}) => (
    <Col span={8}>
      <Form.Item name={name} label={t(label)} {...extra}>
        <DatePicker style={{ width: '100%' }} format={dateFormats.date} data-testid={`certificate-${name}`} />
      </Form.Item>
    </Col>
  );

  return (
    <Modal
      open={open}
      width={680}
      destroyOnHidden
      title={
        certificate
          ? t('vessels.certificate.editTitle', { name: certificate.name })
          : t('vessels.certificate.addTitle', { vessel: vessel.name })
      }
      okText={t('vessels.form.save')}
      cancelText={t('vessels.form.cancel')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'certificate-save' } as ButtonProps}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={onFinish} data-testid="certificate-form">
        <Row gutter={16}>
          <Col span={16}>
            <Form.Item
              name="name"
              label={t('vessels.certificate.name')}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('vessels.validation.certificateNameRequired'),
                },
              ]}
            >
              <Input maxLength={120} data-testid="certificate-name" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="certificate_no" label={t('vessels.certificate.number')}>
              <Input maxLength={80} data-testid="certificate-no" />
            </Form.Item>
          </Col>
          {date('issued_on', 'vessels.certificate.issued')}
          {date('last_annual_on', 'vessels.certificate.lastAnnual')}
          {date('expires_on', 'vessels.certificate.expires', {
            dependencies: ['issued_on'],
            rules: [
              ({ getFieldValue }: { getFieldValue: (name: string) => Dayjs | null }) => ({
                validator: async (_: unknown, value: Dayjs | null) => {
                  const issued = getFieldValue('issued_on');
                  if (value && issued && value.isBefore(issued, 'day')) {
                    throw new Error(t('vessels.validation.expiresBeforeIssued'));
                  }
                },
              }),
            ],
          })}
        </Row>
        <Form.Item name="files" label={t('vessels.certificate.file')}>
          <FileUpload maxCount={1} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
