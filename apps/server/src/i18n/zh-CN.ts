import { accountZhCN } from './domains/account.ts';
import { charterersZhCN } from './domains/charterers.ts';
import { companiesZhCN } from './domains/companies.ts';
import { dasZhCN } from './domains/das.ts';
import { dashboardsZhCN } from './domains/dashboards.ts';
import { documentsZhCN } from './domains/documents.ts';
import { faqsZhCN } from './domains/faqs.ts';
import { filesZhCN } from './domains/files.ts';
import { lookupsZhCN } from './domains/lookups.ts';
import { notificationsZhCN } from './domains/notifications.ts';
import { paymentsZhCN } from './domains/payments.ts';
import { portCallsZhCN } from './domains/port-calls.ts';
import { portsZhCN } from './domains/ports.ts';
import { scorecardsZhCN } from './domains/scorecards.ts';
import { screeningZhCN } from './domains/screening.ts';
import { usersAdminZhCN } from './domains/users-admin.ts';
import { vesselsZhCN } from './domains/vessels.ts';
import type { MessageKey } from './en-US.ts';

/** Server messages in Simplified Chinese; terms follow DESIGN.md section 10. */
export const zhCN: Record<MessageKey, string> = {
  'common.ok': '操作成功',
  'validation.failed': '部分字段填写有误，请修改后重试。',
  'validation.required': '{field}为必填项',
  'validation.tooShort': '{field}至少需要 {minimum} 个字符',
  'validation.tooLong': '{field}最多 {maximum} 个字符',
  'validation.tooSmall': '{field}不能小于 {minimum}',
  'validation.tooBig': '{field}不能大于 {maximum}',
  'validation.invalidEmail': '{field}不是有效的邮箱地址',
  'validation.invalidType': '{field}的类型不正确',
  'validation.invalidValue': '{field}必须是以下之一：{values}',
  'validation.unknownField': '不接受字段 {field}',
  'validation.invalid': '{field}无效',
  'validation.nulCharacter': '{field}包含文本中不允许的 NUL 字符',
  'auth.loginFailed': '用户名或密码错误。',
  'auth.notSignedIn': '请先登录。',
  'auth.sessionExpired': '登录已过期，请重新登录。',
  'auth.tooManyAttempts': '登录尝试次数过多，请在 {minutes} 分钟后重试。',
  'auth.tooManyAttemptsOneMinute': '登录尝试次数过多，请在 1 分钟后重试。',
  'auth.tooManyResetRequests': '密码重置请求过于频繁，请在 {minutes} 分钟后重试。',
  'auth.tooManyResetRequestsOneMinute': '密码重置请求过于频繁，请在 1 分钟后重试。',
  'auth.sessionIdle': '您已 {minutes} 分钟没有操作，已自动退出登录，请重新登录。',
  'auth.sessionEnded': '您的会话已被审核员结束，请重新登录。',
  'auth.invalidUserName': '用户名无效。',
  'auth.resetSent': '密码重置邮件已发送。',
  'auth.resetTokenInvalid': '该密码重置链接无效、已使用或已过期，请重新申请。',
  'auth.passwordReset': '密码已修改，请重新登录。',
  'auth.passwordMismatch': '两次输入的密码不一致，请重新输入。',
  'auth.currentPasswordWrong': '当前密码不正确。',
  'auth.currentPasswordRequired': '设置新密码前请输入当前密码。',
  'auth.loggedOut': '您已退出登录。',
  'profile.emailTaken': '该邮箱地址已被使用！',
  'profile.notYours': '您只能修改自己的个人资料。',
  'profile.updated': '个人资料已保存。',
  'access.forbidden': '您无权访问服务器上的此资源。',
  'resource.notFound': '请求的记录不存在。',
  'route.notFound': '该 API 路径不存在。',
  'request.tooLarge': '请求内容过大。',
  'request.unsupportedMediaType': '请求内容必须是 JSON。',
  'request.malformedJson': '请求内容不是有效的 JSON。',
  'request.timeout': '请求超时。',
  'request.invalid': '请求无效。',
  'request.badUrl': '请求地址无效（包含无法解码的字符）。',
  'request.numberOutOfRange': '请求中的数字过大，无法保存。',
  'conflict.stale': '该记录已被他人修改，请刷新后重试。',
  'server.error': '服务器出错，请稍后重试。',
  'server.unavailable': '服务暂时不可用，请稍后重试。',
  'mail.reset.subject': '重置您的 PortLedger 密码',
  'mail.reset.greeting': '{displayName}，您好：',
  'mail.reset.intro':
    '有人申请重置 PortLedger 账号“{userName}”的密码。请在 60 分钟内打开以下链接设置新密码：',
  'mail.reset.ignore': '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
  'field.name': '用户名',
  'field.password': '密码',
  'field.password_confirmation': '确认密码',
  'field.current_password': '当前密码',
  'field.email': '邮箱地址',
  'field.display_name': '显示名称',
  'field.locale': '语言',
  'field.token': '重置令牌',
  'field.remember': '记住我',
  'field.page': '页码',
  'field.per_page': '每页条数',
  'field.id': '编号',
  ...lookupsZhCN,
  ...vesselsZhCN,
  ...portsZhCN,
  ...companiesZhCN,
  ...charterersZhCN,
  ...filesZhCN,
  ...accountZhCN,
  ...dashboardsZhCN,
  ...screeningZhCN,
  ...scorecardsZhCN,
  ...documentsZhCN,
  ...faqsZhCN,
  ...notificationsZhCN,
  ...portCallsZhCN,
  ...dasZhCN,
  ...paymentsZhCN,
  ...usersAdminZhCN,
};
