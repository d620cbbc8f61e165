import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api, contractEndpoints, ErrorMessage, LoadingBlock, ROUTES, useCustomerRoute, useHasPermission } from '@vws/shared/core';
import { createMappingStaging, MappingLinksEditor } from '@vws/shared/edit';
import { DW_ENDPOINTS, type DwMapping, type DwMappingView } from '@vws/shared/contract/datenweitergaben';
import { linkFieldsOf } from '@vws/shared/contract/datenweitergaben-constants';

/**
 * The data transfers linked to a processing record (spec §3 "plus linked data transfers"), with the
 * staging of spec §4, through the one API slice: the data-transfer remote is not imported. The tag
 * 'DwLinks' is the one the data-transfer detail invalidates, so both sides show the same links.
 */
const linksApi = api.enhanceEndpoints({ addTagTypes: ['DwLinks'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const { query, mutation } = contractEndpoints(build);
    return {
      vvtDatenweitergaben: query(DW_ENDPOINTS.vvtMappings, {
        arg: (id: number) => ({ IdVerarbeitung: id }),
        transformResponse: (response) => response.mappings,
        providesTags: ['DwLinks'],
      }),
      vvtDatenweitergabenSave: mutation(DW_ENDPOINTS.vvtMappingsEdit, {
        arg: (mappings: DwMapping[]) => ({ mappings }),
        invalidatesTags: (_r, error) => (error ? [] : ['DwLinks']),
      }),
      vvtDatenweitergabenBasicFields: query(DW_ENDPOINTS.basicFields, { transformResponse: (response) => response.datenweitergaben_list_basic_fields }),
    };
  },
});

/** One link per transfer of this record. */
const staging = createMappingStaging<DwMappingView>((row) => row.ID_Datenweitergabe);
const nameOf = (row: Pick<DwMappingView, 'Firma_Empfaenger' | 'Gruppe'>) => (row.Gruppe ? `${row.Firma_Empfaenger} (${row.Gruppe})` : row.Firma_Empfaenger);

export interface LinkedTransfersSectionProps {
  self: { ID: number; SDM_Ebene_Nr: number };
  canEditRecord: boolean;
  /** Whether links are staged and not yet saved (the detail's guard for unsaved changes). */
  onDirtyChange: (dirty: boolean) => void;
}

/** Shown to users who may see data transfers; editing needs the mapping right of the record and the transfers' edit right. */
export function LinkedTransfersSection(props: LinkedTransfersSectionProps) {
  const canView = useHasPermission('VWS_Datenweitergaben_View');
  return canView ? <LinkedTransfers {...props} /> : null;
}

function LinkedTransfers({ self, canEditRecord, onDirtyChange }: LinkedTransfersSectionProps) {
  const { t } = useTranslation('common');
  const link = useCustomerRoute();
  const canEdit = useHasPermission('VWS_Datenweitergaben_Edit') && canEditRecord;
  const mappings = linksApi.useVvtDatenweitergabenQuery(self.ID);
  const transfers = linksApi.useVvtDatenweitergabenBasicFieldsQuery(undefined, { skip: !canEdit });
  const [save] = linksApi.useVvtDatenweitergabenSaveMutation();
  const options = useMemo(() => (transfers.data ?? []).map((d) => ({ value: d.ID, label: nameOf(d) })), [transfers.data]);

  return (
    <section className="mt-3" aria-labelledby="vvt-transfers-heading" data-testid="vvt-linked-transfers">
      <h3 id="vvt-transfers-heading" className="text-base mb-2">
        {t('mappings.transfersHeading')}
      </h3>
      <p className="mt-0 text-sm text-color-secondary">{t('mappings.transfersIntro')}</p>
      {mappings.isLoading && <LoadingBlock />}
      {mappings.error && <ErrorMessage error={mappings.error} onRetry={() => void mappings.refetch()} />}
      {mappings.data && (
        <MappingLinksEditor<DwMappingView>
          stored={mappings.data}
          staging={staging}
          keyOf={(row) => row.ID_Datenweitergabe}
          optionOf={(row) => row.ID_Datenweitergabe}
          nameOf={nameOf}
          render={(row) =>
            row.ID === 0 ? (
              <span>{nameOf(row)}</span>
            ) : (
              <Link to={link(ROUTES.datenweitergaben.detail, null, { datenweitergabeId: row.ID_Datenweitergabe })}>{nameOf(row)}</Link>
            )
          }
          options={options}
          candidate={(value) => {
            const d = transfers.data?.find((x) => x.ID === value);
            return (
              d && {
                ID_Datenweitergabe: d.ID,
                ID_Verarbeitung: self.ID,
                Ebene_Nr_Verarbeitung: self.SDM_Ebene_Nr,
                Verarbeitung_Nummer: '',
                Verarbeitung_Name: '',
                Firma_Empfaenger: d.Firma_Empfaenger,
                Gruppe: d.Gruppe,
                ID_Vertragsstatus: d.ID_Vertragsstatus,
              }
            );
          }}
          onSave={(rows) => save(rows.map(linkFieldsOf)).unwrap()}
          canEdit={canEdit}
          onDirtyChange={onDirtyChange}
          addLabel={t('mappings.transfersAdd')}
          idPrefix="vvt-dw"
        />
      )}
    </section>
  );
}
