import type { files as en } from '../en-US/files.ts';
import type { Messages } from '../types.ts';

export const files: Messages<typeof en> = {
  upload: {
    button: '上传文件',
    hint: '支持 PDF、图片（PNG、JPEG、GIF、WEBP、TIFF）、Word、Excel、PowerPoint 或电子邮件（.eml、.msg）；每个文件不超过 {{maxMb}} MB。',
    tooLarge: '{{name}} 超过 {{maxMb}} MB。',
    failed: '{{name}} 上传失败：{{message}}',
  },
  download: {
    failed: '文件下载失败：{{message}}',
    title: '下载 {{name}}',
  },
};
