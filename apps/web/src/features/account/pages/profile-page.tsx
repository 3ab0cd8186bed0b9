// Scaffold: replaced by the feature's screen in this change.
export { PlaceholderPage as ProfilePage } from '../../../components/placeholder-page.tsx';
