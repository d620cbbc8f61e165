import { useMemo } from 'react';
import { useHasPermission } from '@vws/shared/core';
import { useStagedMappings, type StagedPart } from '@vws/shared/edit';
import type { DwMappingView } from '@vws/shared/contract/datenweitergaben';
import { linkFieldsOf } from '@vws/shared/contract/datenweitergaben-constants';
import type { VerarbeitungRelationView } from '@vws/shared/contract/vvt';
import { useVvtRelationsQuery, useVvtRelationsSaveMutation } from '../../api';
import { useVvtTranslation } from '../../i18n';
import { linksApi, transferLinkStaging } from './linkedTransfersApi';
import { relationStaging, relationsToSend, storedRows } from './relations';

const NO_RELATIONS: VerarbeitungRelationView[] = [];
const NO_LINKS: DwMappingView[] = [];

/**
 * What the relations tab stages beside the record (issue 24: one Save for the whole page): the
 * direct relations to other records and the links to data transfers. Both are held here, not in the
 * tab, so that they survive a change of tab, and are saved after the record by the editor.
 */
export function useVvtStagedParts(id: number | null, canEditRelations: boolean) {
  const { t } = useVvtTranslation();
  const relationsQuery = useVvtRelationsQuery(id ?? 0, { skip: id === null });
  const storedRelations = useMemo(() => (relationsQuery.data && id !== null ? storedRows(relationsQuery.data) : NO_RELATIONS), [relationsQuery.data, id]);
  const relations = useStagedMappings(storedRelations, relationStaging, id);
  const [saveRelations] = useVvtRelationsSaveMutation();

  const canViewTransfers = useHasPermission('VWS_Datenweitergaben_View');
  const canEditTransfers = useHasPermission('VWS_Datenweitergaben_Edit') && canEditRelations;
  const linksQuery = linksApi.useVvtDatenweitergabenQuery(id ?? 0, { skip: id === null || !canViewTransfers });
  const links = useStagedMappings(id === null ? NO_LINKS : linksQuery.data, transferLinkStaging, id);
  const [saveLinks] = linksApi.useVvtDatenweitergabenSaveMutation();

  const { rows: relationRows, setRows: setRelationRows, dirty: relationsDirty } = relations;
  const { refetch: refetchRelations } = relationsQuery;
  const relationsPart = useMemo<StagedPart<number, number>>(
    () => ({
      dirty: canEditRelations && relationsDirty,
      save: async (recordId) => {
        await saveRelations({ IdVerarbeitung: recordId, relations: relationsToSend(relationRows) }).unwrap();
        // The stored relations as the server now has them (the staged ones are replaced, not merged).
        const fresh = await refetchRelations().unwrap();
        setRelationRows(storedRows(fresh));
      },
      failed: t('relations.saveFailed'),
    }),
    [canEditRelations, relationsDirty, saveRelations, relationRows, refetchRelations, setRelationRows, t],
  );
  const { setRows: setLinkRows, dirty: linksDirty, toSend: linksToSend } = links;
  const transfersPart = useMemo<StagedPart<number, number>>(
    () => ({
      dirty: canEditTransfers && linksDirty,
      save: async () => {
        const answer = await saveLinks(linksToSend().map(linkFieldsOf)).unwrap();
        setLinkRows(answer.mappings.filter((row) => row.ID_Verarbeitung === id));
      },
      failed: t('common:mappings.saveFailed'),
    }),
    [canEditTransfers, linksDirty, saveLinks, linksToSend, setLinkRows, id, t],
  );

  return {
    parts: [relationsPart, transfersPart] as const,
    relations: { canEdit: canEditRelations, query: relationsQuery, staged: { rows: relationRows, setRows: setRelationRows } },
    transfers: { canView: canViewTransfers, canEdit: canEditTransfers, query: linksQuery, staged: { rows: links.rows, setRows: setLinkRows } },
  };
}

export type VvtStagedParts = ReturnType<typeof useVvtStagedParts>;
