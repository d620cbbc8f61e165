export * from './toastBus';
export * from './PortalToast';
export * from './useToast';
export * from './toastSaveFailed';
