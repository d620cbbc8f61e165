import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import type { Option } from '../../components/useReferenceNames';
import { StatusBadge } from '@vws/shared';
import { statusSeverity } from '../../rules/colors';
import type { AuditfrageForm } from './formModel';
import { useAuditTranslation } from '../../i18n';

interface Props {
  control: Control<AuditfrageForm>;
  errors: FieldErrors<AuditfrageForm>;
  readOnly: boolean;
  /** A new question always starts unprocessed (spec §9); the status is chosen after creation. */
  statusLocked?: boolean;
  themenblockOptions: Option[];
  schutzzielOptions: Option[];
  einheitOptions: Option[];
  statusOptions: Option[];
}

function FieldError({ id, message }: { id: string; message?: string }) {
  const { t } = useAuditTranslation();
  if (!message) return null;
  return (
    <small id={id} className="p-error block mt-1" role="alert">
      {t(`validation.${message}`, { defaultValue: message })}
    </small>
  );
}

/** The question's own fields and its protection goals and organisation units. */
export function AuditfrageFields({ control, errors, readOnly, statusLocked = false, themenblockOptions, schutzzielOptions, einheitOptions, statusOptions }: Props) {
  const { t } = useAuditTranslation();
  const invalid = (name: keyof AuditfrageForm) => (errors[name] ? 'p-invalid' : undefined);
  const statusItem = (option: Option) => <StatusBadge severity={statusSeverity(option.value)} label={option.label} />;

  return (
    <div className="grid formgrid p-fluid">
      <div className="field col-12 md:col-3">
        <label htmlFor="frage-nummer">{t('fields.Nummer')} *</label>
        <Controller
          name="Nummer"
          control={control}
          render={({ field }) => (
            <InputText id="frage-nummer" {...field} disabled={readOnly} className={invalid('Nummer')} aria-invalid={!!errors.Nummer} aria-describedby="frage-nummer-error" />
          )}
        />
        <FieldError id="frage-nummer-error" message={errors.Nummer?.message} />
      </div>
      <div className="field col-12 md:col-6">
        <label htmlFor="frage-themenblock">{t('fields.Themenblock')} *</label>
        <Controller
          name="ID_Themenblock"
          control={control}
          render={({ field }) => (
            <Dropdown
              inputId="frage-themenblock"
              id="frage-themenblock-dropdown"
              value={field.value || null}
              options={themenblockOptions}
              onChange={(e) => field.onChange((e.value as number | null) ?? 0)}
              onBlur={field.onBlur}
              placeholder={t('detail.noThemenblock')}
              disabled={readOnly}
              className={invalid('ID_Themenblock')}
              aria-describedby="frage-themenblock-error"
              filter
            />
          )}
        />
        <FieldError id="frage-themenblock-error" message={errors.ID_Themenblock?.message} />
      </div>
      <div className="field col-12 md:col-3">
        <label htmlFor="frage-status">{t('fields.Status')}</label>
        <Controller
          name="ID_Status"
          control={control}
          render={({ field }) => (
            <Dropdown
              inputId="frage-status"
              id="frage-status-dropdown"
              value={field.value}
              options={statusOptions}
              onChange={(e) => field.onChange(e.value as number)}
              itemTemplate={statusItem}
              valueTemplate={(option: Option | null) => (option ? statusItem(option) : null)}
              disabled={readOnly || statusLocked}
              tooltip={t('detail.help.Status')}
              tooltipOptions={{ position: 'left', showDelay: 500 }}
            />
          )}
        />
      </div>
      <div className="field col-12">
        <label htmlFor="frage-fragestellung">{t('fields.Fragestellung')} *</label>
        <Controller
          name="Fragestellung"
          control={control}
          render={({ field }) => (
            <InputTextarea id="frage-fragestellung" {...field} rows={3} autoResize disabled={readOnly} className={invalid('Fragestellung')} aria-describedby="frage-fragestellung-error" />
          )}
        />
        <FieldError id="frage-fragestellung-error" message={errors.Fragestellung?.message} />
      </div>
      <div className="field col-12 md:col-6">
        <label htmlFor="frage-empfehlung">{t('fields.Empfehlung')}</label>
        <Controller
          name="Empfehlung"
          control={control}
          render={({ field }) => <InputTextarea id="frage-empfehlung" {...field} rows={4} autoResize disabled={readOnly} />}
        />
        <small className="text-color-secondary">{t('detail.help.Empfehlung')}</small>
      </div>
      <div className="field col-12 md:col-6">
        <label htmlFor="frage-bemerkung">{t('fields.Bemerkung')}</label>
        <Controller
          name="Bemerkung"
          control={control}
          render={({ field }) => <InputTextarea id="frage-bemerkung" {...field} rows={4} autoResize disabled={readOnly} />}
        />
      </div>
      <div className="field col-12 md:col-6">
        <label htmlFor="frage-schutzziele">{t('fields.Schutzziele')}</label>
        <Controller
          name="schutzziele"
          control={control}
          render={({ field }) => (
            <MultiSelect inputId="frage-schutzziele" value={field.value} options={schutzzielOptions} onChange={(e) => field.onChange(e.value as number[])} display="chip" disabled={readOnly} />
          )}
        />
        <small className="text-color-secondary">{t('detail.help.Schutzziele')}</small>
      </div>
      <div className="field col-12 md:col-6">
        <label htmlFor="frage-einheiten">{t('fields.Organisationseinheiten')}</label>
        <Controller
          name="einheiten"
          control={control}
          render={({ field }) => (
            <MultiSelect inputId="frage-einheiten" value={field.value} options={einheitOptions} onChange={(e) => field.onChange(e.value as number[])} display="chip" filter disabled={readOnly} />
          )}
        />
      </div>
      <div className="field col-12 md:col-9">
        <label htmlFor="frage-ticket">{t('fields.Ticket_Link')}</label>
        <Controller
          name="Ticket_Link"
          control={control}
          render={({ field }) => (
            <InputText id="frage-ticket" {...field} disabled={readOnly} className={invalid('Ticket_Link')} placeholder="https://" aria-describedby="frage-ticket-error" />
          )}
        />
        <FieldError id="frage-ticket-error" message={errors.Ticket_Link?.message} />
        <small className="text-color-secondary">{t('detail.help.Ticket_Link')}</small>
      </div>
      <div className="field col-12 md:col-3">
        <label htmlFor="frage-sortierung">{t('fields.Sortierung')}</label>
        <Controller
          name="Sortierung"
          control={control}
          render={({ field }) => (
            <InputNumber inputId="frage-sortierung" value={field.value} onValueChange={(e) => field.onChange(e.value ?? 0)} useGrouping={false} disabled={readOnly} />
          )}
        />
      </div>
    </div>
  );
}
