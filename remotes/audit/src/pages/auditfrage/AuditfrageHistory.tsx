import { useMemo } from 'react';
import { HistoryPanel } from '@vws/shared/edit';
import { useAuditTranslation } from '../../i18n';
import { useReferenceOptions, useStatusOptions } from '../../components/useReferenceNames';

/** The question's change history with the labels of its form (issue 13): its own fields, goals, units and documents. */
export function AuditfrageHistory({ id }: { id: number }) {
  const { t } = useAuditTranslation();
  const refs = useReferenceOptions();
  const statusOptions = useStatusOptions();
  const labels = useMemo(
    () => ({
      fieldLabels: {
        Nummer: t('fields.Nummer'),
        ID_Themenblock: t('fields.Themenblock'),
        ID_Status: t('fields.Status'),
        Fragestellung: t('fields.Fragestellung'),
        Empfehlung: t('fields.Empfehlung'),
        Bemerkung: t('fields.Bemerkung'),
        Ticket_Link: t('fields.Ticket_Link'),
        Sortierung: t('fields.Sortierung'),
        ID_Schutzziel: t('fields.Schutzziele'),
        ID_Organisationseinheit: t('fields.Organisationseinheiten'),
        Name: t('documents.name'),
        Link: t('documents.link'),
        Dateiname: t('documents.file'),
      },
      tableLabels: {
        audit_fragen_schutzziele: t('fields.Schutzziele'),
        audit_fragen_organisationseinheiten: t('fields.Organisationseinheiten'),
        audit_dokumente: t('documents.title'),
      },
    }),
    [t],
  );
  const formatValue = (field: string, value: unknown): string | undefined => {
    if (typeof value !== 'number') return undefined;
    if (field === 'ID_Themenblock') return refs.themenblockName.get(value);
    if (field === 'ID_Schutzziel') return refs.schutzzielName.get(value);
    if (field === 'ID_Organisationseinheit') return refs.einheitName.get(value);
    if (field === 'ID_Status') return statusOptions.find((o) => o.value === value)?.label;
    return undefined;
  };
  return <HistoryPanel entity="audit_question" id={id} {...labels} formatValue={formatValue} className="mt-3" />;
}
