import AppContext from 'antd/es/app/context';
import { useContext } from 'react';

/**
 * antd's App.useApp() without importing antd's App component, which brings Modal and
 * notification into every chunk that asks: the same context (provided by
 * app/layout/app-feedback.tsx), so message, modal and notification behave the same.
 */
export const useApp = () => useContext(AppContext);
