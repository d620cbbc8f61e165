/**
 * The version an edit is based on, taken from the record as it was loaded (DESIGN.md §8: editable
 * records carry a Version or a Bearbeitungsdatum). Whatever of the two the record has is sent back,
 * so a record type that gains a Version keeps working without a client change.
 */
export function versionFields(record: object | null | undefined): { Version?: number; Bearbeitungsdatum?: string } {
  if (!record) return {};
  const fields: { Version?: number; Bearbeitungsdatum?: string } = {};
  const { Version, Bearbeitungsdatum } = record as { Version?: unknown; Bearbeitungsdatum?: unknown };
  if (typeof Version === 'number') fields.Version = Version;
  if (typeof Bearbeitungsdatum === 'string') fields.Bearbeitungsdatum = Bearbeitungsdatum;
  return fields;
}
