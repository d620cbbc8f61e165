import { createMappingStaging } from '@vws/shared/edit';
import type { VerarbeitungName, VerarbeitungRelation, VerarbeitungRelations, VerarbeitungRelationView } from '@vws/shared/contract/vvt';

/** A direct relation as the tab shows it: the other record, its level and whether it is the parent or the child. */
export interface ShownRelation {
  key: string;
  role: 'parent' | 'child';
  otherId: number;
  ebene: number;
  Nummer: string;
  Name: string;
  isNew: boolean;
}

export const relationKey = (row: Pick<VerarbeitungRelation, 'ID_Verarbeitung_Parent' | 'ID_Verarbeitung_Child'>) =>
  `${row.ID_Verarbeitung_Parent}>${row.ID_Verarbeitung_Child}`;

/** Spec §4: mapping changes are staged locally; only new (ID 0) and deleted stored rows are sent. */
export const relationStaging = createMappingStaging<VerarbeitungRelationView>(relationKey);

export function storedRows(data: VerarbeitungRelations): VerarbeitungRelationView[] {
  return [...data.parents, ...data.children].map((row) => ({ ...row, IsDeleted: false }));
}

export function shownRelations(rows: readonly VerarbeitungRelationView[], id: number): ShownRelation[] {
  return relationStaging.visible(rows).map((row) => {
    const isParent = row.ID_Verarbeitung_Child === id;
    return {
      key: relationKey(row),
      role: isParent ? 'parent' : 'child',
      otherId: isParent ? row.ID_Verarbeitung_Parent : row.ID_Verarbeitung_Child,
      ebene: isParent ? row.Ebene_Nr_Parent : row.Ebene_Nr_Child,
      Nummer: row.Nummer,
      Name: row.Name,
      isNew: row.ID === 0,
    };
  });
}

/**
 * Stages a relation to another record. A child's level is never lower than its parent's: a record
 * of a higher level number becomes the child, one of a lower number the parent, one of the same
 * level the child.
 */
export function stageRelation(
  rows: readonly VerarbeitungRelationView[],
  self: { ID: number; SDM_Ebene_Nr: number },
  other: VerarbeitungName,
): VerarbeitungRelationView[] {
  const otherIsParent = other.SDM_Ebene_Nr < self.SDM_Ebene_Nr;
  const parent = otherIsParent ? other : { ID: self.ID, SDM_Ebene_Nr: self.SDM_Ebene_Nr };
  const child = otherIsParent ? { ID: self.ID, SDM_Ebene_Nr: self.SDM_Ebene_Nr } : other;
  return relationStaging.add(rows, {
    ID_Verarbeitung_Parent: parent.ID,
    ID_Verarbeitung_Child: child.ID,
    Ebene_Nr_Parent: parent.SDM_Ebene_Nr,
    Ebene_Nr_Child: child.SDM_Ebene_Nr,
    Nummer: other.Nummer,
    Name: other.Name,
  });
}

/** Records that can still be related: not the record itself and not already shown. */
export function relationCandidates(names: readonly VerarbeitungName[], rows: readonly VerarbeitungRelationView[], id: number): VerarbeitungName[] {
  const shown = new Set(shownRelations(rows, id).map((r) => r.otherId));
  return names.filter((n) => n.ID !== id && !shown.has(n.ID));
}

/** The save body's rows in the contract's shape (without the shown number and name). */
export function relationsToSend(rows: readonly VerarbeitungRelationView[]): VerarbeitungRelation[] {
  return relationStaging.toSend(rows).map(({ ID, ID_Verarbeitung_Parent, ID_Verarbeitung_Child, Ebene_Nr_Child, IsDeleted }) => ({
    ID,
    ID_Verarbeitung_Parent,
    ID_Verarbeitung_Child,
    Ebene_Nr_Child,
    IsDeleted,
  }));
}
