import { useController, useWatch, type Control } from 'react-hook-form';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { DSFA_KRITERIEN, dsfaEmpfehlung, dsfaKriterienAnzahl, dsgvoRisiko } from '@vws/shared/contract/vvt';
import { Badge } from '../../components/Badge';
import type { VvtForm } from './formModel';
import { DpiaCriterion } from './DpiaCriterion';
import { useVvtTranslation } from '../../i18n';

interface Props {
  control: Control<VvtForm>;
  readOnly: boolean;
}

/**
 * The DPIA screening (issue 9): the nine criteria of WP248 rev.01, the two-of-nine suggestion,
 * the DPO's reason when the decision deviates from it (required with fewer, not required with two
 * or more), and the GDPR risk (normal or high) from
 * the damage potential and the SDM cube's highest risk level.
 */
export function DpiaScreening({ control, readOnly }: Props) {
  const { t } = useVvtTranslation();
  const values = useWatch({ control });
  const erforderlich = useController({ name: 'dsfa_erforderlich', control });
  const reason = useController({ name: 'dsfa_begruendung_abweichung', control });
  const anzahl = dsfaKriterienAnzahl(values);
  const empfehlung = dsfaEmpfehlung(anzahl);
  const maxRisk = (values.cube ?? []).reduce((max, cell) => Math.max(max, cell?.ID_SDM_Cube_Risikostufe ?? 0), 0);
  const risiko = dsgvoRisiko(values.schadenspotenzial ?? 0, maxRisk);
  // The decision differs from the suggestion: a DPIA with fewer than two criteria, or none with two or more (issue 23), needs a reason.
  const deviates = (empfehlung === 'notRequired' && erforderlich.field.value === true) || (empfehlung === 'required' && erforderlich.field.value === false);
  return (
    <section className="mb-4" aria-labelledby="vvt-dsfa-screening-heading" data-testid="vvt-dsfa-screening">
      <h3 id="vvt-dsfa-screening-heading" className="text-base mt-0">
        {t('dpia.screeningTitle')}
      </h3>
      <p className="text-sm text-color-secondary mt-0">{t('dpia.screeningIntro')}</p>
      <ul className="list-none p-0 m-0">
        {DSFA_KRITERIEN.map((k, index) => (
          <DpiaCriterion key={k} k={k} index={index} control={control} readOnly={readOnly} />
        ))}
      </ul>
      <div aria-live="polite" data-testid="vvt-dsfa-recommendation">
        {empfehlung === 'required' ? (
          <Message severity="warn" className="w-full justify-content-start my-2" text={t('dpia.recommendRequired', { count: anzahl })} />
        ) : (
          <Message severity="info" className="w-full justify-content-start my-2" text={t('dpia.recommendNotRequired', { count: anzahl })} />
        )}
      </div>
      {empfehlung === 'required' && erforderlich.field.value !== true && !readOnly && (
        <Button
          type="button"
          icon="pi pi-check"
          label={t('dpia.applySuggestion')}
          outlined
          size="small"
          onClick={() => erforderlich.field.onChange(true)}
          data-testid="vvt-dsfa-apply"
        />
      )}
      {deviates && (
        <div className="field p-fluid mt-2">
          <label htmlFor="vvt-dsfa-begruendung">{t('fields.dsfa_begruendung_abweichung')} *</label>
          <InputTextarea
            id="vvt-dsfa-begruendung"
            rows={3}
            value={reason.field.value}
            onChange={(e) => reason.field.onChange(e.target.value)}
            onBlur={reason.field.onBlur}
            disabled={readOnly}
            aria-invalid={!!reason.fieldState.error}
            aria-describedby="vvt-dsfa-begruendung-hint"
          />
          <small id="vvt-dsfa-begruendung-hint" className={reason.fieldState.error ? 'text-red-700' : 'text-color-secondary'}>
            {t(empfehlung === 'required' ? 'dpia.notRequiredReasonHint' : 'dpia.reasonHint')}
          </small>
        </div>
      )}
      <p className="flex align-items-center gap-2 mt-3" data-testid="vvt-dsgvo-risiko">
        <span>{t('dpia.riskTitle')}:</span>
        {risiko ? (
          <Badge severity={risiko === 'high' ? 'danger' : 'success'} label={t(`dpia.risk_${risiko}`)} />
        ) : (
          <span className="text-color-secondary">{t('detail.notAssessed')}</span>
        )}
        <small className="text-color-secondary">{t('dpia.riskHint')}</small>
      </p>
    </section>
  );
}
