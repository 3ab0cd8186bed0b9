// Scaffold: replaced by the feature's screen in this change.
export { PlaceholderPage as HelpArticlePage } from '../../../components/placeholder-page.tsx';
