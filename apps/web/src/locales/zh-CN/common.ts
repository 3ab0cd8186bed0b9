import type { common as en } from '../en-US/common.ts';
import type { Messages } from '../types.ts';

export const common: Messages<typeof en> = {
  appName: 'PortLedger',
  tagline: '船舶挂靠与港口使费账单',
  back: '返回',
  details: '查看详情',
  cancel: '取消',
  save: '保存',
  loading: '加载中…',
  required: '{{field}}为必填项',
  labelled: '{{label}}：',
  inBrackets: '（{{text}}）',
  copyright: '© {{year}} PortLedger 版权所有',
  home: '首页',
  language: { label: '语言', zhCN: '中文', enUS: 'English' },
};
