import { befundSeverity, isIncomplete, type BefundSummary } from '../rules/completeness';
import { useVvtTranslation } from '../i18n';
import { Badge } from './Badge';

/**
 * The lists' marker of a record the authority would find incomplete (issue 23): "unvollständig",
 * red with a contradiction, orange with missing items only; the counts as its title and for screen
 * readers, or written beside it (`countsVisible`: a printed report says what is wrong). Nothing for
 * a complete record (hints alone do not count) or one not checked yet.
 */
export function IncompleteMarker({ befund, countsVisible = false }: { befund: BefundSummary | undefined; countsVisible?: boolean }) {
  const { t } = useVvtTranslation();
  if (!befund || !isIncomplete(befund)) return null;
  const counts = t('list.findingCounts', { missing: befund.missing, contradiction: befund.contradiction });
  return (
    <span className="vvt-incomplete ml-2 white-space-nowrap" title={counts} data-testid="vvt-incomplete">
      <Badge severity={befundSeverity(befund)} label={t('list.incomplete')} />{' '}
      <span className={countsVisible ? 'ml-1 text-sm' : 'p-hidden-accessible'}>{counts}</span>
    </span>
  );
}
