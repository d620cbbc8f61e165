export * from './mappings';
export * from './records';
