import { Button } from 'primereact/button';
import { useAuditTranslation } from '../../i18n';

/** Previous/next through the snapshot of the filtered id list taken when the list was left (spec §2). */
export function PrevNextNav({ ids, currentId, onGo }: { ids: number[]; currentId: number | null; onGo: (id: number) => void }) {
  const { t } = useAuditTranslation();
  const index = currentId === null ? -1 : ids.indexOf(currentId);
  if (index < 0) return null;
  const previous = ids[index - 1];
  const next = ids[index + 1];
  return (
    <div className="flex align-items-center gap-2">
      <Button type="button" icon="pi pi-chevron-left" text rounded aria-label={t('detail.previous')} tooltip={t('detail.previous')} disabled={previous === undefined} onClick={() => onGo(previous)} />
      <span className="text-sm text-color-secondary" data-testid="audit-position">
        {t('detail.position', { position: index + 1, total: ids.length })}
      </span>
      <Button type="button" icon="pi pi-chevron-right" text rounded aria-label={t('detail.next')} tooltip={t('detail.next')} disabled={next === undefined} onClick={() => onGo(next)} />
    </div>
  );
}
