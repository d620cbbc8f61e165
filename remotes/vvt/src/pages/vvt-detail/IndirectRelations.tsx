import { Link } from 'react-router-dom';
import type { VerarbeitungRelations } from '@vws/shared/contract/vvt';
import type { RefLabel } from '../../components/useReferences';
import { useVvtTranslation } from '../../i18n';

/** The indirect relations (over another record), read-only (spec §2). */
export function IndirectRelations({
  indirect,
  refLabel,
  detailLink,
}: {
  indirect: VerarbeitungRelations['indirect'];
  refLabel: RefLabel;
  detailLink: (id: number, ebene: number) => string;
}) {
  const { t } = useVvtTranslation();
  return (
    <section aria-labelledby="vvt-rel-indirect">
      <h3 id="vvt-rel-indirect" className="text-base mb-2">
        {t('relations.indirect')}
      </h3>
      {indirect.length === 0 ? (
        <p className="m-0 text-color-secondary text-sm">{t('relations.none')}</p>
      ) : (
        <ul className="list-none p-0 m-0 flex flex-column gap-1">
          {indirect.map((r) => (
            <li key={`${r.ID_Verarbeitung}-${r.Via_ID_Verarbeitung}`} data-testid="vvt-relation-indirect">
              <span className="font-medium">{refLabel('vvt_ebenen', r.SDM_Ebene_Nr)}:</span>{' '}
              <Link to={detailLink(r.ID_Verarbeitung, r.SDM_Ebene_Nr)}>{`${r.Nummer} ${r.Name}`}</Link>{' '}
              <span className="text-sm text-color-secondary">{t('relations.via', { name: `${r.Via_Nummer} ${r.Via_Name}` })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
