/** @vws/shared/form: the form kit (fields with help texts, dialogs with react-hook-form, server errors). */
export * from '../form';
export * from '../ui/HelpTip';
