import type { AuditfrageListItem } from '@vws/shared/contract/audit';
import type { ReferenceListKey } from '../../api';

type UsageFields = Pick<AuditfrageListItem, 'ID_Themenblock' | 'SchutzzieleIDs' | 'OrganisationseinheitenIDs'>;

/** How many questions use each entry of a reference list (the server refuses to delete those). */
export function countReferenceUsage(questions: readonly UsageFields[], listKey: ReferenceListKey): Map<number, number> {
  const counts = new Map<number, number>();
  const add = (id: number) => counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const question of questions) {
    if (listKey === 'themenbloecke') add(question.ID_Themenblock);
    else if (listKey === 'schutzziele') new Set(question.SchutzzieleIDs).forEach(add);
    else new Set(question.OrganisationseinheitenIDs).forEach(add);
  }
  return counts;
}
