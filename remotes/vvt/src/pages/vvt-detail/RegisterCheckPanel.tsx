import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ErrorMessage, LoadingBlock } from '@vws/shared/core';
import { FINDING_SEVERITIES, type Finding, type FindingSeverity } from '@vws/shared/contract/vvt';
import { useVvtCompletenessQuery } from '../../api';
import { Badge } from '../../components/Badge';
import { FINDING_SEVERITY_COLORS } from '../../rules/completeness';
import { useVvtTranslation } from '../../i18n';

/** The order a DPO reads them in: what contradicts itself, what is missing, then hints. */
const ORDER: readonly FindingSeverity[] = ['contradiction', 'missing', 'hint'];

export interface RegisterCheckPanelProps {
  id: number;
  /** The form holds changes not saved yet: the check shows the saved state. */
  dirty: boolean;
  /** Brings the user to the finding's field (its tab opened); absent for a field without a place to go. */
  canGoTo: (field: string) => boolean;
  onGoTo: (field: string) => void;
}

/** The label of a finding's field: the record's field, or the recipients (its linked data transfers). */
export function useFindingFieldLabel() {
  const { t } = useVvtTranslation();
  return (field: string) =>
    field === 'empfaenger'
      ? t('fullReport.recipients')
      : field === 'joint_control_partner'
        ? t('register.jointControllers')
        : t(`fields.${field}` as 'fields.Zweck', { defaultValue: field });
}

function FindingItem({ finding, canGoTo, onGoTo }: { finding: Finding } & Pick<RegisterCheckPanelProps, 'canGoTo' | 'onGoTo'>) {
  const { t } = useVvtTranslation();
  const fieldLabel = useFindingFieldLabel()(finding.field);
  return (
    <li className="flex flex-wrap align-items-center gap-2 py-1" data-testid={`vvt-finding-${finding.code}`}>
      <span className="flex-1" style={{ minWidth: '14rem' }}>
        {t(`completeness.${finding.code}`)}
        <small className="block text-color-secondary">{t('check.field', { field: fieldLabel })}</small>
      </span>
      {canGoTo(finding.field) && (
        <Button
          type="button"
          label={t('check.goTo')}
          aria-label={t('check.goToField', { field: fieldLabel })}
          icon="pi pi-arrow-right"
          iconPos="right"
          size="small"
          text
          className="w-auto"
          onClick={() => onGoTo(finding.field)}
        />
      )}
    </li>
  );
}

/**
 * "What the supervisory authority would miss" (issue 23): the record's findings of the register
 * check, grouped by severity, each naming its field with a button that opens its tab and focuses it.
 * The check reads the saved record (and its linked data transfers).
 */
export function RegisterCheckPanel({ id, dirty, canGoTo, onGoTo }: RegisterCheckPanelProps) {
  const { t } = useVvtTranslation();
  const { data: findings, error, isLoading, refetch } = useVvtCompletenessQuery(id);
  const groups = ORDER.filter((s) => FINDING_SEVERITIES.includes(s)).map((severity) => ({
    severity,
    items: (findings ?? []).filter((f) => f.severity === severity),
  }));
  return (
    <section className="surface-card border-round p-3 mb-3" aria-labelledby="vvt-check-heading" data-testid="vvt-register-check">
      <h2 id="vvt-check-heading" className="mt-0 text-lg">
        {t('check.heading')}
      </h2>
      <p className="mt-0 text-sm text-color-secondary">{t('check.intro')}</p>
      {dirty && <Message severity="info" className="w-full justify-content-start mb-2" text={t('check.unsaved')} />}
      {isLoading && <LoadingBlock />}
      {error !== undefined && <ErrorMessage error={error} text={t('filter.befundFailed')} onRetry={() => void refetch()} />}
      {findings && findings.length === 0 && <Message severity="success" className="w-full justify-content-start" text={t('check.none')} />}
      {groups
        .filter((g) => g.items.length > 0)
        .map((g) => (
          <div key={g.severity} className="mb-2" data-testid={`vvt-findings-${g.severity}`}>
            <h3 className="text-base my-1 flex align-items-center gap-2" id={`vvt-findings-${g.severity}-heading`}>
              <Badge severity={FINDING_SEVERITY_COLORS[g.severity]} label={String(g.items.length)} />
              {t(`check.severity_${g.severity}`)}
            </h3>
            <ul className="list-none m-0 p-0" aria-labelledby={`vvt-findings-${g.severity}-heading`}>
              {g.items.map((f) => (
                <FindingItem key={`${f.code}-${f.field}`} finding={f} canGoTo={canGoTo} onGoTo={onGoTo} />
              ))}
            </ul>
          </div>
        ))}
    </section>
  );
}
