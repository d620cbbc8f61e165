import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Badge } from '../../components/Badge';
import { useVvtTranslation } from '../../i18n';
import type { ShownRelation } from './relations';

/** One direct relation: parent or child, a link to it once stored, and removal while editing. */
export function RelationRow({
  relation: r,
  canEdit,
  detailLink,
  onRemove,
}: {
  relation: ShownRelation;
  canEdit: boolean;
  detailLink: (id: number, ebene: number) => string;
  onRemove: (key: string) => void;
}) {
  const { t } = useVvtTranslation();
  return (
    <li className="flex align-items-center gap-2 flex-wrap" data-testid="vvt-relation">
      <Badge label={t(`relations.${r.role}`)} severity={r.role === 'parent' ? 'info' : 'success'} />
      {r.isNew ? <span>{`${r.Nummer} ${r.Name}`}</span> : <Link to={detailLink(r.otherId, r.ebene)}>{`${r.Nummer} ${r.Name}`}</Link>}
      {r.isNew && <span className="text-sm text-color-secondary">{t('relations.unsaved')}</span>}
      {canEdit && (
        <Button
          type="button"
          icon="pi pi-times"
          text
          rounded
          severity="danger"
          size="small"
          aria-label={t('relations.remove', { name: r.Name })}
          onClick={() => onRemove(r.key)}
        />
      )}
    </li>
  );
}
