import type { ReactNode } from 'react';
import { DescribedFields } from '@vws/shared/form';
import type { RecordEditor } from '@vws/shared/edit';
import type { AnfrageDetail } from '@vws/shared/contract/betroffenenanfragen';
import { FristTag } from '../../components/FristTag';
import { useBetroffenenanfragenTranslation } from '../../i18n';
import { ANSWER_FIELDS, DEADLINE_FIELDS, RECORD_FIELDS, REQUEST_FIELDS } from './fieldDescriptors';
import type { AnfrageForm } from './formModel';
import { RegisterExtracts } from './RegisterExtracts';
import { useAnfrageOptions } from './useAnfrageOptions';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="surface-card border-round p-3 mb-3" aria-labelledby={`anfrage-${id}-heading`}>
      <h2 id={`anfrage-${id}-heading`} className="mt-0 text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The request, its Frist with any extension, the answer or refusal, and the processing records it concerns. */
export function AnfrageSections({ editor }: { editor: RecordEditor<AnfrageForm, AnfrageDetail> }) {
  const { t } = useBetroffenenanfragenTranslation();
  const common = { control: editor.form.control, ns: 'betroffenenanfragen', readOnly: editor.readOnly, idPrefix: 'anfrage', options: useAnfrageOptions() };
  const stored = editor.record?.anfrage;
  return (
    <>
      <Section id="request" title={t('detail.sectionRequest')}>
        <DescribedFields fields={REQUEST_FIELDS} {...common} />
      </Section>
      <Section id="deadline" title={t('detail.sectionDeadline')}>
        {stored && (
          <p className="mt-0" data-testid="anfrage-frist-line">
            <span className="font-medium">{t('fields.Frist')}: </span>
            <FristTag row={stored} />
          </p>
        )}
        <p className="mt-0 text-sm text-color-secondary">{t('frist.rule')}</p>
        <DescribedFields fields={DEADLINE_FIELDS} {...common} />
      </Section>
      <Section id="answer" title={t('detail.sectionAnswer')}>
        <DescribedFields fields={ANSWER_FIELDS} {...common} />
      </Section>
      <Section id="records" title={t('detail.sectionRecords')}>
        <DescribedFields fields={RECORD_FIELDS} {...common} />
        {stored && <RegisterExtracts records={stored.Verarbeitungen_Details} />}
      </Section>
    </>
  );
}
