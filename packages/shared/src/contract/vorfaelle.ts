/** The vorfaelle module's contract: its schemas and its endpoint table (@vws/shared/contract/vorfaelle). */
export * from './vorfaelle-records';
export * from './vorfaelle-endpoints';
