import type { account as en } from '../en-US/account.ts';
import type { Messages } from '../types.ts';

export const account: Messages<typeof en> = {
  changePassword: {
    title: '修改密码',
    current: '当前密码',
    new: '新密码',
    confirm: '确认新密码',
    submit: '保存',
    done: '密码已修改。',
  },
};
