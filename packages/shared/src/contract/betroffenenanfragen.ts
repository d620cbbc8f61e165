/** The betroffenenanfragen module's contract: its constants, schemas and endpoint table (@vws/shared/contract/betroffenenanfragen). */
export * from './betroffenenanfragen-constants';
export * from './betroffenenanfragen-records';
export * from './betroffenenanfragen-endpoints';
