import type { http as en } from '../en-US/http.ts';
import type { Messages } from '../types.ts';

export const http: Messages<typeof en> = {
  fail: '请求失败',
  status: '请求失败（{{code}}）：{{message}}',
  intercepted: '服务器返回错误，请求已被拦截，请稍后重试。',
  failedToFetch: '获取数据失败：{{message}}',
  timeout: '{{seconds}} 秒内未收到响应',
};
