/** @vws/shared/edit: the detail-page kit: versioned save, leave guard, staging, history panel, delete confirmation. */
export * from '../save';
export * from '../staging';
export * from '../ui/history';
export * from '../ui/ConfirmDelete';
