import { befundSeverity, isIncomplete, type BefundSummary } from '../rules/completeness';
import { useVvtTranslation } from '../i18n';
import { Badge } from './Badge';

/**
 * The list's marker of a record the authority would find incomplete (issue 23): "unvollständig",
 * red with a contradiction, orange with missing items only; the counts as its title and for screen
 * readers. Nothing for a complete record (hints alone do not count) or one not checked yet.
 */
export function IncompleteMarker({ befund }: { befund: BefundSummary | undefined }) {
  const { t } = useVvtTranslation();
  if (!befund || !isIncomplete(befund)) return null;
  const counts = t('list.findingCounts', { missing: befund.missing, contradiction: befund.contradiction });
  return (
    <span className="vvt-incomplete ml-2 white-space-nowrap" title={counts} data-testid="vvt-incomplete">
      <Badge severity={befundSeverity(befund)} label={t('list.incomplete')} />
      <span className="p-hidden-accessible">{counts}</span>
    </span>
  );
}
