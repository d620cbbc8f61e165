import { useController, type Control } from 'react-hook-form';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import type { DsfaKriterium } from '@vws/shared/contract/vvt';
import type { VvtForm } from './formModel';
import { useVvtTranslation } from '../../i18n';

interface Props {
  control: Control<VvtForm>;
  readOnly: boolean;
  k: DsfaKriterium;
  index: number;
}

/** One WP248 criterion: met or not, with a note on why. */
export function DpiaCriterion({ k, index, control, readOnly }: Props) {
  const { t } = useVvtTranslation();
  const met = useController({ name: `dsfa_k_${k}`, control });
  const note = useController({ name: `dsfa_k_${k}_notiz`, control });
  return (
    <li className="mb-2" data-testid={`vvt-dsfa-k-${k}`}>
      <div className="flex align-items-start gap-2">
        <Checkbox inputId={`vvt-dsfa-k-${k}`} checked={met.field.value === true} onChange={(e) => met.field.onChange(e.checked === true)} disabled={readOnly} />
        <label htmlFor={`vvt-dsfa-k-${k}`}>
          <span className="font-medium">
            {index + 1}. {t(`dpia.kriterium.${k}`)}
          </span>
          <small className="block text-color-secondary">{t(`dpia.kriteriumHint.${k}`)}</small>
        </label>
      </div>
      <div className="ml-5 mt-1 p-fluid">
        <InputText
          id={`vvt-dsfa-k-${k}-notiz`}
          value={note.field.value}
          onChange={(e) => note.field.onChange(e.target.value)}
          onBlur={note.field.onBlur}
          disabled={readOnly}
          placeholder={t('dpia.notePlaceholder')}
          aria-label={t('dpia.noteFor', { criterion: t(`dpia.kriterium.${k}`) })}
        />
      </div>
    </li>
  );
}
