/** Preferences and agent instructions (issue 7). */
export {};
