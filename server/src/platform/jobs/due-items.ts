/* eslint-disable @typescript-eslint/no-explicit-any -- a declaration names its own module's table and columns */
import type { SelectQueryBuilder } from 'kysely';
import type { Permission } from '@vws/shared/permissions';

/**
 * Something a user has to do by a date, declared by a module as data (like its dashboard widget):
 * the platform finds the due rows in every customer, tells who gets each one, lists them on
 * /aufgaben (GET /common/aufgaben) and mails them in the reminder digest (platform/jobs/reminders.ts).
 * A new module's deadlines join by listing declarations in `ServerModule.dueItems`; no platform code.
 *
 * The platform reads, in the customer's schema:
 *   select "ID", <titleColumn>, <dateColumn>::date from <table> where <where> and <dateColumn>::date <= current_date + leadDays
 * and, with `assignees`, the users assigned to each row.
 */
export interface DueItemDeclaration {
  /** Unique across modules, `<module>.<what>` (e.g. 'datenweitergaben.wiedervorlage'); part of the sent-reminder key. */
  kind: string;
  /** Text key of what is due, in de and en (e.g. 'datenweitergaben:aufgaben.wiedervorlage'); the mail and /aufgaben show it. */
  label: string;
  /** The module's tenant table (unqualified). Its primary key column is "ID". */
  table: string;
  /** A date or timestamptz column: the deadline (a timestamp counts by its day in UTC). Rows where it is null are not due. */
  dateColumn: string;
  /** The column naming the record to the user (a recipient's company, a record's name). */
  titleColumn: string;
  /** Optional narrowing (open records only, a status, a flag); gets the query on `table`. */
  where?: (query: SelectQueryBuilder<any, any, any>) => SelectQueryBuilder<any, any, any>;
  /** Days before the deadline from which the item is due (0: on the day; 30: a contract end a month ahead). Default 0. */
  leadDays?: number;
  /**
   * Who gets it, per customer: members holding any of `permission` (roles ∪ profile ∪ computed, as the route
   * check counts them) and the module's access permission. With `assignees`, only those of them assigned to the
   * row — a table `(recordColumn, userColumn)` of user_uid per record, e.g. the VVT's `vvt_zuweisungen`.
   */
  who: {
    permission: Permission | readonly Permission[];
    assignees?: { table: string; recordColumn: string; userColumn: string };
  };
  /**
   * Where the record opens: a route of the module, the query parameter that takes the row's ID and, for a route
   * pattern such as '/vvt-detail/:ebenenr', the column filling each parameter. The shell adds the cuid.
   */
  link: { route: string; idParam: string; paramColumns?: Record<string, string> };
}
