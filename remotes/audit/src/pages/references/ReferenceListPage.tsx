import { useEffect, useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ErrorMessage, LoadingBlock, errorBody, useHasPermission } from '@vws/shared/core';
import { useLeaveGuard } from '@vws/shared/edit';
import { STANDARD_SCHUTZZIELPAKET } from '@vws/shared/contract/audit';
import { isBlank } from '@vws/shared/contract/text';
import { useAuditFragenQuery, useAuditReferenceListQuery, useAuditReferenceListSaveMutation, type ReferenceListKey } from '../../api';
import { auditToast } from '../../components/toast';
import { useAuditTranslation } from '../../i18n';
import { addRow, entriesToSend, pendingChanges, renameRow, stage, toggleDelete, type StagedRow } from './staging';
import { countReferenceUsage } from './referenceUsage';
import { ReferenceRow } from './ReferenceRow';

/**
 * /audit-themenbloecke, /audit-schutzziele, /audit-organisationseinheiten: add, rename and delete
 * entries locally, then save only the modified and deleted ones in one call.
 */
export function ReferenceListPage({ listKey }: { listKey: ReferenceListKey }) {
  const { t } = useAuditTranslation();
  const canEdit = useHasPermission('VWS_AuditFragen_Referenzen_Edit');
  const { data, isLoading, error, refetch } = useAuditReferenceListQuery(listKey);
  const [save, { isLoading: saving }] = useAuditReferenceListSaveMutation();
  const [rows, setRows] = useState<StagedRow[]>([]);
  const [showErrors, setShowErrors] = useState(false);
  // Shown in the page (not in a toast over the header) next to the save bar.
  const [saveError, setSaveError] = useState<string | null>(null);
  const questions = useAuditFragenQuery();
  const usage = useMemo(() => countReferenceUsage(questions.data?.auditfragen ?? [], listKey), [questions.data, listKey]);

  useEffect(() => {
    if (data) setRows(stage(data));
  }, [data]);

  const changes = pendingChanges(rows);
  const leave = useLeaveGuard(changes > 0);
  const isStandard = (row: StagedRow) => listKey === 'schutzziele' && row.ID_Schutzzielpaket === STANDARD_SCHUTZZIELPAKET;
  const emptyNames = useMemo(() => rows.some((r) => !r.isDeleted && r.isModified && isBlank(r.Name)), [rows]);

  const onSave = async () => {
    if (emptyNames) return setShowErrors(true);
    setSaveError(null);
    try {
      const saved = await save({ key: listKey, entries: entriesToSend(rows) }).unwrap();
      setRows(stage(saved));
      setShowErrors(false);
      auditToast.success(t('references.saved'));
    } catch (error) {
      const body = errorBody(error);
      if (body?.error === 'inUse') {
        setSaveError(t('references.inUseCount', { name: String(body.Name ?? ''), count: Number(body.count ?? 0) }));
      } else if (body?.error === 'validation' && JSON.stringify(body.fields ?? '').includes('duplicate')) {
        setSaveError(t('references.duplicate'));
      } else {
        auditToast.saveFailed();
      }
    }
  };

  if (isLoading) return <LoadingBlock />;
  if (error) return <ErrorMessage error={error} onRetry={() => void refetch()} />;

  return (
    <div className="audit-references" style={{ maxWidth: '52rem' }}>
      {leave.element}
      <h1 className="mt-0 text-2xl">{t(`references.${listKey}.title`)}</h1>
      <p className="text-color-secondary">{t(`references.${listKey}.intro`)}</p>
      <ul className="list-none p-0 m-0 surface-card border-round" aria-label={t(`references.${listKey}.title`)}>
        {rows.map((row) => (
          <ReferenceRow
            key={row.ID}
            row={row}
            listKey={listKey}
            canEdit={canEdit}
            standard={isStandard(row)}
            invalid={showErrors && !row.isDeleted && row.isModified && isBlank(row.Name)}
            usedBy={usage.get(row.ID) ?? 0}
            onRename={(name) => setRows(renameRow(rows, row.ID, name))}
            onToggleDelete={() => setRows(toggleDelete(rows, row.ID))}
          />
        ))}
      </ul>
      {saveError && <Message severity="error" text={saveError} className="mt-3 w-full justify-content-start" data-testid="audit-reference-error" />}
      {canEdit && (
        <div className="flex flex-wrap align-items-center gap-2 mt-3">
          <Button type="button" label={t('references.add')} icon="pi pi-plus" outlined onClick={() => setRows(addRow(rows))} />
          <span className="flex-1 text-sm text-color-secondary">{changes > 0 ? t('references.unsaved', { count: changes }) : ''}</span>
          <Button type="button" label={t('references.discard')} text disabled={changes === 0} onClick={() => data && setRows(stage(data))} />
          <Button type="button" label={t('references.save')} icon="pi pi-save" loading={saving} disabled={changes === 0} onClick={() => void onSave()} />
        </div>
      )}
    </div>
  );
}

export const ThemenbloeckePage = () => <ReferenceListPage listKey="themenbloecke" />;
export const SchutzzielePage = () => <ReferenceListPage listKey="schutzziele" />;
export const OrganisationseinheitenPage = () => <ReferenceListPage listKey="organisationseinheiten" />;
