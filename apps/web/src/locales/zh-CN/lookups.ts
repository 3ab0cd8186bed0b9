import type { lookups as en } from '../en-US/lookups.ts';
import type { Messages } from '../types.ts';

export const lookups: Messages<typeof en> = {
  remoteSelect: {
    placeholder: '输入以搜索',
    noMatch: '无匹配结果',
  },
};
