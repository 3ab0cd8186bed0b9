export const files = {
  upload: {
    button: 'Upload file',
    hint: 'PDF, images (PNG, JPEG, GIF, WEBP, TIFF), Word, Excel, PowerPoint or e-mail (.eml, .msg); at most {{maxMb}} MB per file.',
    tooLarge: '{{name}} is larger than {{maxMb}} MB.',
    failed: '{{name}} could not be uploaded: {{message}}',
  },
  download: {
    failed: 'The file could not be downloaded: {{message}}',
    title: 'Download {{name}}',
  },
};
