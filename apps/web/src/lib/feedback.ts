/**
 * The http client lives outside React, but toasts come from antd's App.useApp() context and
 * navigation from the router. The providers register both here once; until then (and in tests
 * that do not care) errors go to the console and redirects use location.
 */
export interface ErrorToast {
  /** Shown as the toast text. */
  message: string;
  /** Same key = one toast replaced rather than many stacked. */
  key?: string;
}

export interface Feedback {
  showError: (toast: ErrorToast) => void;
  navigate: (to: string) => void;
}

const fallback: Feedback = {
  showError: ({ message }) => console.error(message),
  navigate: (to) => window.location.assign(to),
};

let current: Feedback = fallback;

export function registerFeedback(feedback: Partial<Feedback>): () => void {
  current = { ...fallback, ...feedback };
  return () => {
    current = fallback;
  };
}

export const feedback = (): Feedback => current;
