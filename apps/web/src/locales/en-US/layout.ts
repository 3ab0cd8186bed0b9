export const layout = {
  menu: {
    dashboard: 'Dashboard',
    dasMgmt: 'DAs Management',
    payments: 'Payments',
    vessels: 'Vessels',
    ports: 'Ports',
    notifications: 'Notifications',
    helpCentre: 'Help Centre',
    myAccount: 'My Account',
    company: 'Company',
    charterers: 'Charterers',
    users: 'Users',
    screening: 'Screening thresholds',
    scorecards: 'Agent scorecards',
  },
  header: {
    notifications: 'Notifications',
    helpCentre: 'Help Centre',
    changePassword: 'Change password',
    logout: 'Logout',
  },
  /** The header's legal-entity choice (principals managing several). */
  entitySwitch: {
    label: 'Legal entity shown in lists and dashboards',
    all: 'All Entities',
  },
};
