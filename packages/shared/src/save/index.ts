export * from './ConflictDialog';
export * from './LeaveGuard';
export * from './useVersionedSave';
export * from './versionFields';
export * from './useRecordEditor';
export * from './recordEditorTypes';
export * from './RecordForm';
export { applyFieldErrors, focusForm, type ServerFieldError } from './editorHelpers';
