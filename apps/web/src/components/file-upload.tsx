import { UploadOutlined } from '@ant-design/icons';
import {
  ACCEPTED_FILE_EXTENSIONS,
  FILE_FIELD,
  MAX_FILE_BYTES,
  type UploadedFile,
  uploadedFile,
} from '@portledger/contracts';
import { App, Button, Typography, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPrefix } from '../lib/http.ts';
import { downloadFile, fetchWithSession } from './file-link.tsx';

const MAX_MB = MAX_FILE_BYTES / 1024 / 1024;

/** POST /files: one file as multipart; answers the stored file (type detected by the server). */
export async function uploadFile(file: Blob, filename: string): Promise<UploadedFile> {
  const form = new FormData();
  form.append(FILE_FIELD, file, filename);
  const res = await fetchWithSession(`${apiPrefix()}/files`, { method: 'POST', body: form });
  const body = (await res.json()) as { data: unknown };
  return uploadedFile.parse(body.data);
}

const toItem = (file: UploadedFile): UploadFile<UploadedFile> => ({
  uid: `file-${file.id}`,
  name: file.original_filename,
  url: file.file_url,
  status: 'done',
  response: file,
});

export interface FileUploadProps {
  /** The uploaded files (Form.Item value); the form sends their ids. */
  value?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  maxCount?: number;
  disabled?: boolean;
  /** Narrower choice for the picker, e.g. '.png,.jpg' for a logo; the server checks the content. */
  accept?: string;
  id?: string;
}

/**
 * Uploads files one by one as soon as they are picked and lists them by name with their
 * status; done ones download with the session. Works as an antd Form control.
 */
export function FileUpload({ value = [], onChange, maxCount, disabled, accept, id }: FileUploadProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // Files still uploading or that failed; the done ones are the value.
  const [pending, setPending] = useState<UploadFile<UploadedFile>[]>([]);

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const blob = file as File;
    uploadFile(blob, blob.name).then(
      (stored) => onSuccess?.(stored),
      (error: Error) => {
        message.error(t('files.upload.failed', { name: blob.name, message: error.message }));
        onError?.(error, error.message);
      },
    );
  };

  const handleChange: UploadProps<UploadedFile>['onChange'] = ({ fileList }) => {
    setPending(fileList.filter((item) => item.status !== 'done' && item.status !== 'removed'));
    const done = fileList.flatMap((item) => (item.status === 'done' && item.response ? [item.response] : []));
    const same = done.length === value.length && done.every((file, i) => file.id === value[i]?.id);
    if (!same) onChange?.(done);
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (file.size <= MAX_FILE_BYTES) return true;
    message.error(t('files.upload.tooLarge', { name: file.name, maxMb: MAX_MB }));
    return Upload.LIST_IGNORE;
  };

  const full = maxCount !== undefined && value.length >= maxCount;
  return (
    <div id={id}>
      <Upload<UploadedFile>
        fileList={[...value.map(toItem), ...pending]}
        customRequest={customRequest}
        beforeUpload={beforeUpload}
        onChange={handleChange}
        onPreview={(item) => {
          if (!item.response) return;
          downloadFile(item.response).catch((error: Error) =>
            message.error(t('files.download.failed', { message: error.message })),
          );
        }}
        accept={accept ?? ACCEPTED_FILE_EXTENSIONS.join(',')}
        disabled={disabled}
        multiple={maxCount !== 1}
        maxCount={maxCount}
        name={FILE_FIELD}
      >
        <Button icon={<UploadOutlined />} disabled={disabled || full}>
          {t('files.upload.button')}
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, fontSize: 12 }}>
        {t('files.upload.hint', { maxMb: MAX_MB })}
      </Typography.Text>
    </div>
  );
}
