export * from './types';
export * from './pages';
export * from './dashboard';
export * from './embed';
export * from './routes';
export * from './useCustomerRoute';
