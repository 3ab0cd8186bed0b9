/** Dashboards (issue 7). */
export {};
