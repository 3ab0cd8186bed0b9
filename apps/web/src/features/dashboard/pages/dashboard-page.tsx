// Scaffold: replaced by the feature's screen in this change.
export { PlaceholderPage as DashboardPage } from '../../../components/placeholder-page.tsx';
