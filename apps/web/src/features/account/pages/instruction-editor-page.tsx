// Scaffold: replaced by the feature's screen in this change.
export { PlaceholderPage as InstructionEditorPage } from '../../../components/placeholder-page.tsx';
