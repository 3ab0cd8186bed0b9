import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { DaDetail } from '@portledger/contracts';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/download-button.tsx';

/** The DA's documents: the PDA as a PDF, the FDA once it exists, and the lines as xlsx (issue 10). */
export function DaDownloads({ da, hasFda }: { da: Pick<DaDetail, 'id' | 'ref_no'>; hasFda: boolean }) {
  const { t } = useTranslation();
  return (
    <Space wrap size={8} style={{ marginBottom: 12 }} data-testid="da-downloads">
      <DownloadButton
        size="small"
        icon={<FilePdfOutlined />}
        path={`/das/${da.id}/pdf`}
        params={{ document: 'pda' }}
        fallbackName={`${da.ref_no}-PDA.pdf`}
        data-testid="da-download-pda"
      >
        {t('das.download.pdf', { doc: t('das.document.pda') })}
      </DownloadButton>
      {hasFda && (
        <DownloadButton
          size="small"
          icon={<FilePdfOutlined />}
          path={`/das/${da.id}/pdf`}
          params={{ document: 'fda' }}
          fallbackName={`${da.ref_no}-FDA.pdf`}
          data-testid="da-download-fda"
        >
          {t('das.download.pdf', { doc: t('das.document.fda') })}
        </DownloadButton>
      )}
      <DownloadButton
        size="small"
        icon={<FileExcelOutlined />}
        path={`/das/${da.id}/xlsx`}
        fallbackName={`${da.ref_no}-DA.xlsx`}
        data-testid="da-download-xlsx"
      >
        {t('das.download.xlsx')}
      </DownloadButton>
    </Space>
  );
}
