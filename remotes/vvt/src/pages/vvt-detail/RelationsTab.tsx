import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { ErrorMessage, LoadingBlock, ROUTES, useCustomerRoute } from '@vws/shared/core';
import { HelpTip } from '@vws/shared/form';
import { SDM_EBENEN } from '@vws/shared/contract/vvt';
import { useVvtNameListQuery } from '../../api';
import type { RefLabel } from '../../components/useReferences';
import { relationCandidates, relationStaging, shownRelations, stageRelation } from './relations';
import type { VvtStagedParts } from './useVvtStagedParts';
import { useVvtTranslation } from '../../i18n';
import { IndirectRelations } from './IndirectRelations';
import { RelationRow } from './RelationRow';

export interface RelationsTabProps {
  self: { ID: number; SDM_Ebene_Nr: number };
  refLabel: RefLabel;
  /** The relations as the page stages them (saved with the record by its one Save). */
  relations: VvtStagedParts['relations'];
}

/** Direct parents and children per level (staged add/remove, saved with the record), indirect ones read-only (spec §2, §4). */
export function RelationsTab({ self, refLabel, relations: staged }: RelationsTabProps) {
  const { t } = useVvtTranslation();
  const link = useCustomerRoute();
  const { canEdit, query: relations } = staged;
  const { rows, setRows } = staged.staged;
  const names = useVvtNameListQuery(undefined, { skip: !canEdit });
  const [candidate, setCandidate] = useState<number | null>(null);

  const shown = useMemo(() => shownRelations(rows, self.ID), [rows, self.ID]);
  const candidates = useMemo(
    () =>
      relationCandidates(names.data ?? [], rows, self.ID).map((n) => ({
        value: n.ID,
        label: `${refLabel('vvt_ebenen', n.SDM_Ebene_Nr)} · ${n.Nummer} ${n.Name}`,
      })),
    [names.data, rows, self.ID, refLabel],
  );
  const add = () => {
    const other = names.data?.find((n) => n.ID === candidate);
    if (other) setRows((current) => stageRelation(current, self, other));
    setCandidate(null);
  };
  if (relations.isLoading) return <LoadingBlock />;
  if (relations.error) return <ErrorMessage error={relations.error} onRetry={() => void relations.refetch()} />;
  const detailLink = (id: number, ebene: number) => link(ROUTES.vvt.detail, { ebenenr: ebene }, { IdVerarbeitung: id });

  return (
    <div data-testid="vvt-relations">
      <p className="mt-0 flex align-items-center gap-1 text-color-secondary">
        {t('relations.intro')}
        <HelpTip topic="relations" />
        <HelpTip topic="linkedApplications" />
      </p>
      {SDM_EBENEN.map((ebene) => {
        const ofLevel = shown.filter((r) => r.ebene === ebene);
        return (
          <section key={ebene} className="mb-3" aria-labelledby={`vvt-rel-${ebene}`}>
            <h3 id={`vvt-rel-${ebene}`} className="text-base mb-2">
              {refLabel('vvt_ebenen', ebene)}
            </h3>
            {ofLevel.length === 0 ? (
              <p className="m-0 text-color-secondary text-sm">{t('relations.none')}</p>
            ) : (
              <ul className="list-none p-0 m-0 flex flex-column gap-1">
                {ofLevel.map((r) => (
                  <RelationRow
                    key={r.key}
                    relation={r}
                    canEdit={canEdit}
                    detailLink={detailLink}
                    onRemove={(key) => setRows((current) => relationStaging.remove(current, key))}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
      {canEdit && (
        <div className="flex flex-wrap gap-2 align-items-end mb-3">
          <div className="flex flex-column gap-1 flex-1" style={{ minWidth: '14rem' }}>
            <label htmlFor="vvt-relation-add">{t('relations.add')}</label>
            <Dropdown
              inputId="vvt-relation-add"
              value={candidate}
              options={candidates}
              onChange={(e) => setCandidate(e.value as number)}
              filter
              placeholder={t('relations.choose')}
              className="w-full"
            />
          </div>
          <Button type="button" label={t('relations.addButton')} icon="pi pi-plus" outlined onClick={add} disabled={candidate === null} />
        </div>
      )}
      <IndirectRelations indirect={relations.data?.indirect ?? []} refLabel={refLabel} detailLink={detailLink} />
    </div>
  );
}
