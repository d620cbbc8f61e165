import { HistoryPanel } from '@vws/shared/edit';
import type { VvtReferenceKey } from '@vws/shared/contract/vvt';
import { useVvtTranslation } from '../../i18n';
import { useVvtReferences } from '../../components/useReferences';

/** Columns that hold an entry of a reference list, and that list. */
const REFERENCE_OF: Record<string, VvtReferenceKey> = {
  SDM_Ebene_Nr: 'vvt_ebenen',
  ID_Status: 'verarbeitungen_status',
  schadenspotenzial: 'vvt_schadenspotenzial',
  bcm_kritikalitaet: 'vvt_bcm_kritikalitaeten',
  bcm_prioritaet_wiederanlauf: 'vvt_bcm_prioritaeten_wiederanlauf',
  ID_SDM_Cube_Status: 'sdm_cube_status',
  ID_SDM_Cube_Risikostufe: 'sdm_cube_risikostufen',
  ID_SDM_Cube_Schutzziel: 'sdm_cube_schutzziele',
  ID_SDM_Cube_Prozessschritt: 'sdm_cube_prozessschritte',
};

/** Cube and phase columns: the labels of the cube cell editor. */
const CELL_LABEL: Record<string, string> = {
  Antwort: 'cell.Antwort',
  Risikobeschreibung: 'cell.Risikobeschreibung',
  Massnahmen: 'cell.Massnahmen',
  Bemerkungen_Nachweise: 'cell.Bemerkungen_Nachweise',
  Beschreibung: 'cell.Beschreibung',
  ID_SDM_Cube_Status: 'cell.Status',
  ID_SDM_Cube_Risikostufe: 'cell.Risikostufe',
  ID_SDM_Cube_Prozessschritt: 'tabs.steps',
  ID_Verarbeitung_Parent: 'relations.parent',
  ID_Verarbeitung_Child: 'relations.child',
  user_uid: 'assign.label',
};

/** The record's change history (issue 13) with the labels of the detail form, cube and relations. */
export function VvtHistory({ id }: { id: number }) {
  const { t, i18n } = useVvtTranslation();
  const refs = useVvtReferences();
  // Record columns are named like their text keys (fields.<column>).
  const text = t as (key: string, options?: Record<string, string>) => string;
  const fieldLabel = (field: string): string | undefined => {
    // The DPIA screening's criteria and their notes (dsfa_k_<criterion>, dsfa_k_<criterion>_notiz).
    const criterion = /^dsfa_k_([a-z_]+?)(_notiz)?$/.exec(field);
    if (criterion && i18n.exists(`vvt:dpia.kriterium.${criterion[1]}`)) {
      const name = text(`dpia.kriterium.${criterion[1]}`);
      return criterion[2] ? text('dpia.noteFor', { criterion: name }) : name;
    }
    if (field === 'isBereitZurPruefungDSB') return text('review.label');
    const key = CELL_LABEL[field] ?? (i18n.exists(`vvt:fields.${field}`) ? `fields.${field}` : undefined);
    return key ? text(key) : undefined;
  };
  const formatValue = (field: string, value: unknown): string | undefined => {
    const list = REFERENCE_OF[field];
    return list && typeof value === 'number' ? refs.label(list, value) : undefined;
  };
  const tableLabels = {
    vvt_sdm_cube: t('tabs.steps'),
    vvt_prozessschritte: t('tabs.steps'),
    vvt_relationen: t('tabs.relations'),
    vvt_zuweisungen: t('assign.label'),
  };
  return <HistoryPanel entity="vvt_record" id={id} fieldLabel={fieldLabel} tableLabels={tableLabels} formatValue={formatValue} className="mt-3" />;
}
