import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { VesselCertificate, VesselDetail } from '@portledger/contracts';
import { App, Button, Space, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileLink } from '../../../components/file-link.tsx';
import { DASH, formatDate } from '../../../lib/format.ts';
import { useDeleteCertificate } from '../api/delete-certificate.ts';
import { CertificateFormModal } from './certificate-form-modal.tsx';
import { CertificateStatusTag } from './certificate-status-tag.tsx';

/** The Certification tab: dates, an expiry warning, the file; operators add, edit and delete. */
export function CertificatesTable({ vessel, isOperator }: { vessel: VesselDetail; isOperator: boolean }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const remove = useDeleteCertificate();
  // undefined: closed; null: adding; a certificate: editing it.
  const [editing, setEditing] = useState<VesselCertificate | null | undefined>(undefined);

  const confirmDelete = (certificate: VesselCertificate) =>
    modal.confirm({
      title: t('vessels.certificate.confirmDelete', { name: certificate.name, vessel: vessel.name }),
      okText: t('vessels.certificate.delete'),
      okButtonProps: { danger: true },
      cancelText: t('vessels.form.cancel'),
      onOk: async () => {
        await remove.mutateAsync({ vesselId: vessel.id, certificateId: certificate.id });
        message.success(t('vessels.certificate.deleted', { name: certificate.name }));
      },
    });

  const columns: TableProps<VesselCertificate>['columns'] = [
    { key: 'name', title: t('vessels.certificate.name'), dataIndex: 'name' },
    { key: 'no', title: t('vessels.certificate.number'), render: (_, c) => c.certificate_no ?? DASH },
    {
      key: 'issued',
      title: t('vessels.certificate.issued'),
      width: 130,
      render: (_, c) => formatDate(c.issued_on),
    },
    {
      key: 'annual',
      title: t('vessels.certificate.lastAnnual'),
      width: 140,
      render: (_, c) => formatDate(c.last_annual_on),
    },
    {
      key: 'expires',
      title: t('vessels.certificate.expires'),
      width: 220,
      render: (_, c) => (
        <Space size={8}>
          {formatDate(c.expires_on)}
          <CertificateStatusTag certificate={c} />
        </Space>
      ),
    },
    {
      key: 'attachment',
      title: t('vessels.certificate.attachment'),
      render: (_, c) => (c.attachment ? <FileLink file={c.attachment} /> : DASH),
    },
  ];
  if (isOperator) {
    columns.push({
      key: 'actions',
      title: t('vessels.certificate.actions'),
      width: 190,
      render: (_, c) => (
        <Space size={0}>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(c)}>
            {t('vessels.certificate.edit')}
          </Button>
          <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(c)}>
            {t('vessels.certificate.delete')}
          </Button>
        </Space>
      ),
    });
  }

  return (
    <>
      {isOperator && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
          <Button icon={<PlusOutlined />} data-testid="certificate-add" onClick={() => setEditing(null)}>
            {t('vessels.certificate.add')}
          </Button>
        </div>
      )}
      <Table<VesselCertificate>
        rowKey="id"
        size="middle"
        data-testid="certificates-table"
        columns={columns}
        dataSource={vessel.certificates}
        pagination={false}
        scroll={{ x: 1000 }}
        locale={{
          emptyText: t(isOperator ? 'vessels.certificate.emptyOperator' : 'vessels.certificate.empty'),
        }}
      />
      {isOperator && (
        <CertificateFormModal
          open={editing !== undefined}
          vessel={vessel}
          certificate={editing ?? undefined}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
