export * from './mappings';
export * from './records';
export * from './MappingLinksEditor';
export * from './useStagedMappings';
