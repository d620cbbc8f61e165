/** The betroffenenanfragen module's contract: its schemas and its endpoint table (@vws/shared/contract/betroffenenanfragen). */
export * from './betroffenenanfragen-records';
export * from './betroffenenanfragen-endpoints';
