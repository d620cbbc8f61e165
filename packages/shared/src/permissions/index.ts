export * from './names';
export * from './roles';
export * from './computed';
