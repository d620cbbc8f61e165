import { useState } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { Checkbox } from 'primereact/checkbox';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { RECHTSGRUNDLAGE_KEYS, type Pruefpunkt, type RechtsgrundlageId } from '@vws/shared/contract/datenweitergaben';
import type { Option } from '../../components/useReferences';
import { useDatenweitergabenTranslation } from '../../i18n';
import { checksOf, type DwForm } from './formModel';

export interface LegalSectionProps {
  control: Control<DwForm>;
  readOnly: boolean;
  options: Option[];
  /** The checkpoints as stored (of every legal basis). */
  stored: readonly Pruefpunkt[];
}

const sameChecks = (a: readonly Pruefpunkt[], b: readonly Pruefpunkt[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The legal basis with its checkpoints (Art. 28(3) a to h and 28(4), Art. 26, ...). Switching the
 * basis discards the checkpoint changes, after a warning (spec §4); the stored checkpoints of the
 * new basis are shown.
 */
export function LegalSection({ control, readOnly, options, stored }: LegalSectionProps) {
  const { t } = useDatenweitergabenTranslation();
  const basis = useController({ control, name: 'ID_Rechtsgrundlage' });
  const checks = useController({ control, name: 'checks' });
  const current = useWatch({ control, name: 'checks' });
  const [pending, setPending] = useState<number | null | undefined>(undefined);
  const basisKey = RECHTSGRUNDLAGE_KEYS[basis.field.value as RechtsgrundlageId];

  const switchTo = (value: number | null) => {
    basis.field.onChange(value);
    checks.field.onChange(checksOf(value, stored));
  };
  const choose = (value: number | null) => {
    if (value === basis.field.value) return;
    const changed = !sameChecks(current, checksOf(basis.field.value, stored));
    if (changed) setPending(value);
    else switchTo(value);
  };
  const update = (index: number, change: Partial<Pruefpunkt>) => checks.field.onChange(current.map((c, i) => (i === index ? { ...c, ...change } : c)));
  const done = current.filter((c) => c.Erfuellt).length;

  return (
    <div data-testid="dw-legal">
      <div className="grid formgrid p-fluid">
        <div className="field col-12 md:col-6">
          <label htmlFor="dw-ID_Rechtsgrundlage">{t('fields.ID_Rechtsgrundlage')}</label>
          <Dropdown
            inputId="dw-ID_Rechtsgrundlage"
            value={basis.field.value}
            options={options}
            onChange={(e) => choose((e.value as number | undefined) ?? null)}
            placeholder={t('rechtsgrundlage.none')}
            showClear={!readOnly}
            disabled={readOnly}
          />
        </div>
      </div>
      <fieldset className="border-1 surface-border border-round p-3 m-0" data-testid="dw-pruefpunkte">
        <legend className="font-medium px-1">
          {t('pruefpunkte.heading')}
          {basisKey && <span className="text-sm text-color-secondary ml-2">{t('pruefpunkte.progress', { done, total: current.length })}</span>}
        </legend>
        {!basisKey && <p className="m-0 text-color-secondary text-sm">{t('pruefpunkte.none')}</p>}
        {basisKey && (
          <ul className="list-none p-0 m-0 flex flex-column gap-2">
            {current.map((check, index) => {
              const label = t(`pruefpunkte.${basisKey}.${check.Schluessel}` as `pruefpunkte.art28.a`);
              const id = `dw-check-${check.Schluessel}`;
              return (
                <li key={check.Schluessel} className="grid grid-nogutter align-items-center gap-2">
                  <div className="flex align-items-start gap-2 col-12 md:col-7">
                    <Checkbox inputId={id} checked={check.Erfuellt} onChange={(e) => update(index, { Erfuellt: e.checked === true })} disabled={readOnly} />
                    <label htmlFor={id}>{label}</label>
                  </div>
                  <div className="col-12 md:col p-fluid">
                    <InputText
                      aria-label={t('pruefpunkte.bemerkung', { name: label })}
                      value={check.Bemerkung}
                      onChange={(e) => update(index, { Bemerkung: e.target.value })}
                      disabled={readOnly}
                      maxLength={2000}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
      <ConfirmDialog
        visible={pending !== undefined}
        onHide={() => setPending(undefined)}
        header={t('pruefpunkte.switchHeader')}
        message={t('pruefpunkte.switchMessage')}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('pruefpunkte.switchConfirm')}
        rejectLabel={t('pruefpunkte.switchCancel')}
        accept={() => switchTo(pending ?? null)}
        reject={() => setPending(undefined)}
        data-testid="dw-switch-warning"
      />
    </div>
  );
}
