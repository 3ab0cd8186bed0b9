export const common = {
  appName: 'PortLedger',
  tagline: 'Port calls and disbursement accounts',
  back: 'Back',
  details: 'Details',
  cancel: 'Cancel',
  save: 'Save',
  loading: 'Loading…',
  required: '{{field}} is required',
  /** A label before its value: "Status: " / "状态：". */
  labelled: '{{label}}: ',
  inBrackets: ' ({{text}})',
  copyright: '© {{year}} PortLedger. All rights reserved.',
  home: 'Home',
  language: { label: 'Language', zhCN: '中文', enUS: 'English' },
};
