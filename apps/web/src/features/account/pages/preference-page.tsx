// Scaffold: replaced by the feature's screen in this change.
export { PlaceholderPage as PreferencePage } from '../../../components/placeholder-page.tsx';
