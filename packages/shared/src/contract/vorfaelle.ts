/** The vorfaelle module's contract: its constants, schemas and endpoint table (@vws/shared/contract/vorfaelle). */
export * from './vorfaelle-constants';
export * from './vorfaelle-records';
export * from './vorfaelle-endpoints';
