import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';

export interface PrevNextNavProps {
  /** The snapshot of the filtered id list taken when the list was left (spec §2). */
  ids: readonly number[];
  currentId: number | null;
  onGo: (id: number) => void;
  /** Texts naming the record ("Nächste Frage"); the common ones otherwise. */
  labels?: { previous: string; next: string; position: (position: number, total: number) => string };
  testId?: string;
}

/** Previous/next through the snapshot; nothing when the record is not in it. */
export function PrevNextNav({ ids, currentId, onGo, labels, testId = 'list-position' }: PrevNextNavProps) {
  const { t } = useTranslation('common');
  const index = currentId === null ? -1 : ids.indexOf(currentId);
  if (index < 0) return null;
  const previous = ids[index - 1];
  const next = ids[index + 1];
  const previousLabel = labels?.previous ?? t('list.previous');
  const nextLabel = labels?.next ?? t('list.next');
  return (
    <nav className="flex align-items-center gap-2" aria-label={t('list.prevNext')}>
      <Button
        type="button"
        icon="pi pi-chevron-left"
        text
        rounded
        aria-label={previousLabel}
        tooltip={previousLabel}
        disabled={previous === undefined}
        onClick={() => onGo(previous)}
      />
      <span className="text-sm text-color-secondary" data-testid={testId} aria-live="polite">
        {labels ? labels.position(index + 1, ids.length) : t('list.position', { position: index + 1, total: ids.length })}
      </span>
      <Button
        type="button"
        icon="pi pi-chevron-right"
        text
        rounded
        aria-label={nextLabel}
        tooltip={nextLabel}
        disabled={next === undefined}
        onClick={() => onGo(next)}
      />
    </nav>
  );
}
