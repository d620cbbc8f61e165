export * from './types';
export * from './dashboard';
