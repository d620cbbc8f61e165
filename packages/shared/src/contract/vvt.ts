/**
 * The VVT calls of spec §7 and the record calls the spec does not show (paths fixed by the VVT
 * issue). Shared by the server (route schemas) and the vvt remote (typed endpoints and forms).
 */
export * from './vvt-constants';
export * from './vvt-records';
export * from './vvt-relations';
export { textModelSchema, type TextModel } from './common';
export * from './vvt-assessments';
export * from './vvt-reports';
export * from './vvt-endpoints';
export * from './vvt-register';
export * from './vvt-befund';
