import { sql } from 'kysely';
import type { AuditDb } from '../tables';
import type { SummaryRow, SummaryVariant } from '@vws/shared/contract/audit';
import { summaryRows, type Goal, type GoalStatusCount } from '../rules/summary';

/** Counts questions per protection goal and status in SQL; the variant rules live in rules/summary.ts. */
export async function loadSummaryTotals(db: AuditDb, variant: SummaryVariant): Promise<SummaryRow[]> {
  const goals = (await db
    .selectFrom('audit_schutzziele')
    .select(['ID', 'Name', 'ID_Schutzzielpaket'])
    .orderBy('ID_Schutzzielpaket')
    .orderBy('ID')
    .execute()) as Goal[];
  const counts = (await db
    .selectFrom('audit_fragen_schutzziele as fs')
    .innerJoin('audit_fragen as f', 'f.ID', 'fs.ID_Frage')
    .select(['fs.ID_Schutzziel', 'f.ID_Status', sql<number>`count(*)::int`.as('Anzahl')])
    .groupBy(['fs.ID_Schutzziel', 'f.ID_Status'])
    .execute()) as GoalStatusCount[];
  return summaryRows(goals, counts, variant);
}
