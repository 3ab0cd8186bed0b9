import type { layout as en } from '../en-US/layout.ts';
import type { Messages } from '../types.ts';

export const layout: Messages<typeof en> = {
  menu: {
    dashboard: '仪表盘',
    dasMgmt: '港口使费账单',
    payments: '付款',
    vessels: '船舶',
    ports: '港口',
    notifications: '通知',
    helpCentre: '帮助中心',
    myAccount: '我的账户',
    company: '公司',
    charterers: '租船人',
    users: '用户管理',
    screening: '审核阈值',
    scorecards: '代理评分卡',
  },
  header: {
    notifications: '通知',
    helpCentre: '帮助中心',
    changePassword: '修改密码',
    logout: '退出登录',
  },
  /** The header's legal-entity choice (principals managing several). */
  entitySwitch: {
    label: '列表和看板显示的法人实体',
    all: '全部实体',
  },
};
