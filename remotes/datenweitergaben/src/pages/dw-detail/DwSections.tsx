import { useMemo, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { DescribedFields } from '@vws/shared/form';
import type { RecordEditor } from '@vws/shared/edit';
import type { DatenweitergabeDetail } from '@vws/shared/contract/datenweitergaben';
import { useCountries, useOutsideEuFromCountry } from '../../components/useCountries';
import { useDwReferences } from '../../components/useReferences';
import { useDatenweitergabenTranslation } from '../../i18n';
import { CONTRACT_FIELDS, RECIPIENT_FIELDS, THIRD_COUNTRY_FIELDS, THIRD_COUNTRY_SWITCH } from './fieldDescriptors';
import type { DwForm } from './formModel';
import { LegalSection } from './LegalSection';
import { LinksSection } from './LinksSection';
import type { DwLinks } from './useDwLinks';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="surface-card border-round p-3 mb-3" aria-labelledby={`dw-${id}-heading`}>
      <h2 id={`dw-${id}-heading`} className="mt-0 text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface DwSectionsProps {
  editor: RecordEditor<DwForm, DatenweitergabeDetail>;
  id: number | null;
  links: DwLinks;
}

/** The transfer's fields in their sections: recipient, contract, legal basis, third country, linked records (saved with the transfer). */
export function DwSections({ editor, id, links }: DwSectionsProps) {
  const { t } = useDatenweitergabenTranslation();
  const refs = useDwReferences();
  const { control } = editor.form;
  const readOnly = editor.readOnly;
  const outsideEu = useWatch({ control, name: 'isDatenweitergabe_ausserhalb_EU' });
  const [landCode, landText] = useWatch({ control, name: ['Land_Code', 'Land'] });
  const countries = useCountries();
  useOutsideEuFromCountry(control, editor.form.setValue, countries.byCode);
  const options = useMemo(
    () => ({
      Land_Code: countries.options,
      ID_Vertragsstatus: refs.options('vertragsstatus'),
      ID_Rechtsgrundlage_ausserhalb_EU: refs.options('rechtsgrundlagenDrittland'),
    }),
    [refs, countries.options],
  );
  return (
    <>
      <Section id="recipient" title={t('detail.sectionRecipient')}>
        <DescribedFields fields={RECIPIENT_FIELDS} control={control} ns="datenweitergaben" readOnly={readOnly} options={options} idPrefix="dw" />
        {!landCode && landText && (
          <p className="mt-0 text-sm" data-testid="dw-land-unmapped">
            <i className="pi pi-exclamation-circle mr-1" aria-hidden="true" />
            {t('detail.landUnmapped', { land: landText })}
          </p>
        )}
      </Section>
      <Section id="contract" title={t('detail.sectionContract')}>
        <DescribedFields fields={CONTRACT_FIELDS} control={control} ns="datenweitergaben" readOnly={readOnly} options={options} idPrefix="dw" />
      </Section>
      <Section id="legal" title={t('detail.sectionLegal')}>
        <LegalSection control={control} readOnly={readOnly} options={refs.options('rechtsgrundlagen')} stored={editor.record?.pruefpunkte ?? []} />
      </Section>
      <Section id="third-country" title={t('detail.sectionThirdCountry')}>
        <DescribedFields fields={THIRD_COUNTRY_SWITCH} control={control} ns="datenweitergaben" readOnly={readOnly} idPrefix="dw" />
        {outsideEu && (
          <DescribedFields fields={THIRD_COUNTRY_FIELDS} control={control} ns="datenweitergaben" readOnly={readOnly} options={options} idPrefix="dw" />
        )}
      </Section>
      <Section id="links" title={t('detail.sectionLinks')}>
        <p className="mt-0 text-color-secondary text-sm">{t('detail.linksIntro')}</p>
        <LinksSection id={id} links={links} />
      </Section>
    </>
  );
}
