export * from './ConflictDialog';
export * from './LeaveGuard';
export * from './useVersionedSave';
export * from './versionFields';
