/** Server messages of the files domain; both languages have the same keys (catalogues.test.ts). */
export const filesEnUS = {
  'files.uploaded': 'The file has been uploaded.',
  'files.missing': 'Choose a file to upload (multipart field "file").',
  'files.notMultipart': 'Send the file as multipart/form-data in the field "file".',
  'files.oneAtATime': 'Upload one file at a time.',
  'files.malformed': 'The upload is not a well-formed multipart/form-data body. Send it again.',
  'files.empty': 'The file is empty.',
  'files.tooLarge': 'The file is larger than {maxMb} MB.',
  'files.unsupportedType':
    'This type of file is not accepted. Upload a PDF, an image (PNG, JPEG, GIF, WEBP, TIFF), an Office document (Word, Excel, PowerPoint) or an e-mail (.eml, .msg).',
  'files.contentMismatch':
    'The file is not a readable {kind} file: its content does not match its name. It may be damaged or only renamed: open it to check, then upload it again.',
  'files.kind.pdf': 'PDF',
  'files.kind.image': 'image',
  'files.kind.office': 'Office',
  'files.kind.email': 'e-mail',
  'files.notAttachable': 'The file does not exist or was not uploaded by you. Upload it again.',
  'field.file': 'File',
} as const;

export const filesZhCN: Record<keyof typeof filesEnUS, string> = {
  'files.uploaded': '文件已上传。',
  'files.missing': '请选择要上传的文件（multipart 字段 "file"）。',
  'files.notMultipart': '请以 multipart/form-data 格式在字段 "file" 中发送文件。',
  'files.oneAtATime': '每次只能上传一个文件。',
  'files.malformed': '上传内容不是格式正确的 multipart/form-data，请重新发送。',
  'files.empty': '文件为空。',
  'files.tooLarge': '文件超过 {maxMb} MB。',
  'files.unsupportedType':
    '不接受此类文件。请上传 PDF、图片（PNG、JPEG、GIF、WEBP、TIFF）、Office 文档（Word、Excel、PowerPoint）或电子邮件（.eml、.msg）。',
  'files.contentMismatch':
    '该文件不是可读取的 {kind} 文件：文件内容与文件名不符，可能已损坏或只是改了扩展名。请打开检查后重新上传。',
  'files.kind.pdf': 'PDF',
  'files.kind.image': '图片',
  'files.kind.office': 'Office',
  'files.kind.email': '电子邮件',
  'files.notAttachable': '文件不存在或不是您上传的。请重新上传。',
  'field.file': '文件',
};
