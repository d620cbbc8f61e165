import { Tag } from 'primereact/tag';
import type { VorfallListItem } from '@vws/shared/contract/vorfaelle';
import { useVorfaelleTranslation } from '../i18n';
import { countdownOf } from './countdown';
import { formatInstant } from './formatInstant';
import { useNow } from './useNow';

type Props = { vorfall: Pick<VorfallListItem, 'Meldefrist' | 'Meldung_erforderlich' | 'Meldung_Behoerde_am' | 'Meldung_verspaetet'>; withDate?: boolean };

/** The time left until the Meldefrist (or how long it is overdue), renewed every minute; the deadline in local time. */
export function Countdown({ vorfall, withDate = false }: Props) {
  const { t } = useVorfaelleTranslation();
  const plural = t as (key: string, options: { count: number }) => string;
  const state = countdownOf(vorfall, useNow());
  const date = withDate ? <span className="text-sm text-color-secondary ml-2">{t('countdown.until', { date: formatInstant(vorfall.Meldefrist) })}</span> : null;
  switch (state.kind) {
    case 'notRequired':
      return <span className="text-color-secondary">{t('countdown.notRequired')}</span>;
    case 'notified':
      return <Tag severity={state.late ? 'warning' : 'success'} value={t(state.late ? 'countdown.notifiedLate' : 'countdown.notified')} />;
    case 'left':
      return (
        <span data-testid="vorfall-countdown">
          <Tag severity={state.hours < 24 ? 'warning' : 'info'} value={plural('countdown.left', { count: state.hours })} />
          {date}
        </span>
      );
    case 'overdue':
      return (
        <span data-testid="vorfall-countdown">
          <Tag severity="danger" value={plural('countdown.overdue', { count: state.hours })} />
          {date}
        </span>
      );
  }
}
