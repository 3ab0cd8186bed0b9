// Scaffold: replaced by the feature's screen in this change.
export { PlaceholderPage as NotificationsPage } from '../../../components/placeholder-page.tsx';
