import type { auth as en } from '../en-US/auth.ts';
import type { Messages } from '../types.ts';

export const auth: Messages<typeof en> = {
  field: {
    userName: '用户名',
    password: '密码',
    newPassword: '新密码',
    confirmPassword: '确认密码',
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
  },
  login: {
    title: '欢迎回来',
    remember: '记住我',
    forgot: '忘记密码？',
    submit: '登录',
  },
  forget: {
    title: '忘记密码？',
    intro: '请输入用户名，我们会通过邮件发送设置新密码的链接。',
    submit: '发送重置链接',
    backToLogin: '返回登录',
    sentTitle: '请查收邮件',
    sentHint: '如果您提供的邮箱地址正确，几分钟内您将收到重置密码的链接，链接 1 小时内有效。',
  },
  reset: {
    title: '设置新密码',
    confirmRequired: '请确认您的密码！',
    mismatch: '两次输入的密码不一致，请重新输入。',
    minLength: '密码至少需要 {{min}} 个字符。',
    maxLength: '密码最多 {{max}} 个字符。',
    submit: '重置密码',
    doneTitle: '密码已更新',
    missingToken: '该重置链接不完整，请重新申请。',
    requestNew: '重新申请链接',
    goToLogin: '前往登录',
  },
};
