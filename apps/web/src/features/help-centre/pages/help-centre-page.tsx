// Scaffold: replaced by the feature's screen in this change.
export { PlaceholderPage as HelpCentrePage } from '../../../components/placeholder-page.tsx';
