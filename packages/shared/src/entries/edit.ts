/** @vws/shared/edit: the detail-page kit: record editor and its frame, versioned save, leave guard, staging, history panel, delete confirmation, the user dialog. */
export * from '../save';
export * from '../staging';
export * from '../ui/history';
export * from '../ui/ConfirmDelete';
export * from '../ui/UserDialog';
