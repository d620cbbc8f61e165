import { Tag } from 'primereact/tag';
import { formatDate } from '@vws/shared/core';
import type { AnfrageListItem } from '@vws/shared/contract/betroffenenanfragen';
import { useBetroffenenanfragenTranslation } from '../i18n';
import { fristOfRow } from './frist';
import { useNow } from './useNow';

/** The Frist as a date and the days left (or overdue), renewed with the clock. */
export function FristTag({ row }: { row: Pick<AnfrageListItem, 'Status' | 'Frist'> }) {
  const { t } = useBetroffenenanfragenTranslation();
  const plural = t as (key: string, options: { count: number }) => string;
  const state = fristOfRow(row, useNow());
  const tag =
    state.kind === 'settled' ? (
      <Tag severity="success" value={t('frist.settled')} />
    ) : state.kind === 'today' ? (
      <Tag severity="warning" value={t('frist.today')} />
    ) : state.kind === 'left' ? (
      <Tag severity={state.days <= 7 ? 'warning' : 'info'} value={plural('frist.left', { count: state.days })} />
    ) : (
      <Tag severity="danger" value={plural('frist.overdueBy', { count: state.days })} />
    );
  return (
    <span className="inline-flex align-items-center gap-2 flex-wrap" data-testid="anfrage-frist">
      <span>{formatDate(row.Frist)}</span>
      {tag}
    </span>
  );
}
