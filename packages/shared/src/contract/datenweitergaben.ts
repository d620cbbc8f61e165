/**
 * The data-transfer calls of spec §7 and the save and mapping calls of issue 10 (paths in
 * DW_PATHS). Shared by the server (route schemas) and the remotes (typed endpoints and forms).
 */
export * from './datenweitergaben-constants';
export * from './datenweitergaben-records';
export * from './datenweitergaben-mappings';
export { textModelSchema, type TextModel } from './common';
export * from './datenweitergaben-endpoints';
