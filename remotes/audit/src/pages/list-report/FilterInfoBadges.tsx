import { Tag } from 'primereact/tag';
import { DEFAULT_STATUS_FILTER, isFilterActive, type AuditFilter } from '../../rules/filter';
import { useAuditTranslation } from '../../i18n';

interface Props {
  filter: AuditFilter;
  themenblockName: Map<number, string>;
  einheitName: Map<number, string>;
  schutzzielName: Map<number, string>;
}

/** The active filter as badges, printed above the list so the paper says what it shows. */
export function FilterInfoBadges({ filter, themenblockName, einheitName, schutzzielName }: Props) {
  const { t } = useAuditTranslation();
  const badges: string[] = [];
  if (filter.text.trim()) badges.push(`${t('filter.text')}: „${filter.text.trim()}“`);
  if (filter.status.some((on, id) => on !== DEFAULT_STATUS_FILTER[id])) {
    const on = filter.status.flatMap((v, id) => (v ? [t(`status.${id}`)] : []));
    badges.push(`${t('filter.status')}: ${on.join(', ') || '–'}`);
  }
  const names = (ids: number[], map: Map<number, string>) => ids.map((id) => map.get(id) ?? String(id)).join(', ');
  if (filter.themenbloecke.length) badges.push(`${t('filter.themenbloecke')}: ${names(filter.themenbloecke, themenblockName)}`);
  if (filter.organisationseinheiten.length) badges.push(`${t('filter.organisationseinheiten')}: ${names(filter.organisationseinheiten, einheitName)}`);
  if (filter.schutzziele.length) badges.push(`${t('filter.schutzziele')}: ${names(filter.schutzziele, schutzzielName)}`);

  return (
    <div className="flex flex-wrap align-items-center gap-2 my-2" data-testid="audit-filter-info">
      <span className="font-medium">{t('listReport.filterInfo')}:</span>
      {!isFilterActive(filter) || badges.length === 0 ? (
        <Tag value={t('listReport.noFilter')} severity="secondary" />
      ) : (
        badges.map((b) => <Tag key={b} value={b} severity="info" />)
      )}
    </div>
  );
}
