export * from './types';
export * from './dashboard';
export * from './embed';
