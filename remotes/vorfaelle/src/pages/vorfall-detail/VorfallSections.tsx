import { useMemo, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Message } from 'primereact/message';
import { DescribedFields } from '@vws/shared/form';
import type { RecordEditor } from '@vws/shared/edit';
import { benachrichtigungErforderlich, meldefristOf, meldungErforderlich, meldungVerspaetet, type VorfallDetail } from '@vws/shared/contract/vorfaelle';
import { Countdown } from '../../components/Countdown';
import { useVorfaelleTranslation } from '../../i18n';
import { AUTHORITY_FIELDS, CONSEQUENCE_FIELDS, HEAD_FIELDS, LATE_FIELDS, NATURE_FIELDS, RECORD_FIELDS, RISK_FIELDS, SUBJECT_FIELDS } from './fieldDescriptors';
import type { VorfallForm } from './formModel';
import { InstantFields } from './InstantFields';
import { useVorfallOptions } from './useVorfallOptions';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="surface-card border-round p-3 mb-3" aria-labelledby={`vorfall-${id}-heading`}>
      <h2 id={`vorfall-${id}-heading`} className="mt-0 text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The breach's fields in the order of Art. 33(3), the risk, the two notifications and the affected records. */
export function VorfallSections({ editor }: { editor: RecordEditor<VorfallForm, VorfallDetail> }) {
  const { t } = useVorfaelleTranslation();
  const { control } = editor.form;
  const readOnly = editor.readOnly;
  const options = useVorfallOptions();
  const [risiko, kenntnisAm, meldungAm] = useWatch({ control, name: ['Risiko', 'Kenntnis_am', 'Meldung_Behoerde_am'] });
  const late = useMemo(() => !!kenntnisAm && meldungVerspaetet(meldungAm || null, meldefristOf(kenntnisAm)), [kenntnisAm, meldungAm]);
  const stored = editor.record?.vorfall;
  const common = { control, ns: 'vorfaelle', readOnly, idPrefix: 'vorfall', options };
  return (
    <>
      <Section id="head" title={t('detail.sectionTimes')}>
        <DescribedFields fields={HEAD_FIELDS} {...common} />
        <InstantFields names={['Eingetreten_am', 'Entdeckt_am', 'Kenntnis_am']} required={['Kenntnis_am']} control={control} readOnly={readOnly} />
        {stored && (
          <p className="m-0" data-testid="vorfall-meldefrist">
            <span className="font-medium">{t('fields.Meldefrist')}: </span>
            <Countdown vorfall={stored} withDate />
          </p>
        )}
        <p className="mt-2 mb-0 text-sm text-color-secondary">{t('detail.localTime')}</p>
      </Section>
      <Section id="nature" title={t('detail.sectionNature')}>
        <DescribedFields fields={NATURE_FIELDS} {...common} />
      </Section>
      <Section id="consequences" title={t('detail.sectionConsequences')}>
        <DescribedFields fields={CONSEQUENCE_FIELDS} {...common} />
      </Section>
      <Section id="risk" title={t('detail.sectionRisk')}>
        <DescribedFields fields={RISK_FIELDS} {...common} />
      </Section>
      <Section id="authority" title={t('detail.sectionAuthority')}>
        <Message
          className="mb-3 w-full justify-content-start"
          severity={meldungErforderlich(risiko) ? 'warn' : 'info'}
          text={t(meldungErforderlich(risiko) ? 'notice.meldungRequired' : 'notice.meldungNotRequired')}
        />
        <DescribedFields fields={AUTHORITY_FIELDS} {...common} />
        <InstantFields names={['Meldung_Behoerde_am']} control={control} readOnly={readOnly} />
        {late && (
          <>
            <Message className="mb-3 w-full justify-content-start" severity="warn" text={t('notice.late')} />
            <DescribedFields fields={LATE_FIELDS} {...common} />
          </>
        )}
      </Section>
      <Section id="subjects" title={t('detail.sectionSubjects')}>
        {benachrichtigungErforderlich(risiko) && (
          <Message className="mb-3 w-full justify-content-start" severity="error" text={t('notice.benachrichtigungRequired')} />
        )}
        <InstantFields names={['Benachrichtigung_Betroffene_am']} control={control} readOnly={readOnly} />
        <DescribedFields fields={SUBJECT_FIELDS} {...common} />
      </Section>
      <Section id="records" title={t('detail.sectionRecords')}>
        <DescribedFields fields={RECORD_FIELDS} {...common} />
      </Section>
    </>
  );
}
