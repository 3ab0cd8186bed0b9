import type { result as en } from '../en-US/result.ts';
import type { Messages } from '../types.ts';

export const result: Messages<typeof en> = {
  success: { title: '操作成功', subTitle: '操作已完成。' },
  error: { title: '操作失败', subTitle: '操作未能完成。' },
  forbidden: { title: '403', subTitle: '您无权访问服务器上的此资源。' },
  notFound: { title: '404', subTitle: '糟糕，该页面不存在。' },
  serverError: { title: '500', subTitle: '页面出错了。' },
};
