import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ErrorMessage, LoadingBlock, ROUTES, useCustomerRoute } from '@vws/shared/core';
import { MappingLinksEditor } from '@vws/shared/edit';
import type { DwMappingView } from '@vws/shared/contract/datenweitergaben';
import { useDatenweitergabenVvtNamesQuery } from '../../api';
import { useDatenweitergabenTranslation } from '../../i18n';
import { linkStaging, type DwLinks } from './useDwLinks';

export interface LinksSectionProps {
  /** The transfer; null while it is new (its links are sent once it is created). */
  id: number | null;
  links: DwLinks;
}

/** The processing records this transfer is linked to, staged until the page's Save. */
export function LinksSection({ id, links }: LinksSectionProps) {
  const { t } = useDatenweitergabenTranslation();
  const link = useCustomerRoute();
  const { canEdit, query } = links;
  const names = useDatenweitergabenVvtNamesQuery(undefined, { skip: !canEdit });
  const options = useMemo(() => (names.data ?? []).map((n) => ({ value: n.ID, label: `${n.Nummer} ${n.Name}` })), [names.data]);

  if (id !== null && query.isLoading) return <LoadingBlock />;
  if (id !== null && query.error) return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <MappingLinksEditor<DwMappingView>
      staged={links.staged}
      staging={linkStaging}
      keyOf={(row) => row.ID_Verarbeitung}
      optionOf={(row) => row.ID_Verarbeitung}
      nameOf={(row) => `${row.Verarbeitung_Nummer} ${row.Verarbeitung_Name}`}
      render={(row) =>
        row.ID === 0 ? (
          <span>{`${row.Verarbeitung_Nummer} ${row.Verarbeitung_Name}`}</span>
        ) : (
          <Link
            to={link(ROUTES.vvt.detail, { ebenenr: row.Ebene_Nr_Verarbeitung }, { IdVerarbeitung: row.ID_Verarbeitung })}
          >{`${row.Verarbeitung_Nummer} ${row.Verarbeitung_Name}`}</Link>
        )
      }
      options={options}
      candidate={(value) => {
        const n = names.data?.find((x) => x.ID === value);
        return (
          n && {
            ID_Datenweitergabe: id ?? 0,
            ID_Verarbeitung: n.ID,
            Ebene_Nr_Verarbeitung: n.SDM_Ebene_Nr,
            Verarbeitung_Nummer: n.Nummer,
            Verarbeitung_Name: n.Name,
            Firma_Empfaenger: '',
            Gruppe: '',
            ID_Vertragsstatus: 0,
          }
        );
      }}
      canEdit={canEdit}
      addLabel={t('detail.linksAdd')}
      idPrefix="dw"
    />
  );
}
