/**
 * The audit calls of spec §7 (paths, query names and response keys exactly as the spec names
 * them). Shared by the server (route schemas) and the audit remote (typed endpoints and forms).
 * Timestamps travel as ISO 8601 strings.
 */
export * from './audit-constants';
export * from './audit-questions';
export * from './audit-references';
export * from './audit-reports';
export * from './audit-endpoints';
