/** React-free validators shared by the forms and the server (spec §5). */
export * from './password';
export * from './strength';
export * from './email';
export * from './url';
export * from './password-weakness';
