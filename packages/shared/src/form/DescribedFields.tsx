import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TabPanel, TabView } from 'primereact/tabview';
import { usePermissions } from '@vws/shared/core';
import { HelpTip } from '../ui/HelpTip';
import { FieldControl } from './FieldControl';
import { FieldReadView } from './FieldReadView';
import type { FieldDescriptor, FieldOption, UseFieldBinding } from './types';

export interface DescribedFieldsProps<K extends string> {
  fields: readonly FieldDescriptor<K>[];
  /** The form library's control (react-hook-form: `form.control`). */
  control: unknown;
  /** The namespace of labels, hints, tabs, sections and validation messages. */
  ns: string;
  /** The whole form is read-only (the user lacks the edit permission). */
  readOnly?: boolean;
  /** Options of select and multiselect fields. */
  options?: Partial<Record<K, FieldOption[]>>;
  /** Fields locked for another reason than a permission (e.g. the status of a new record). */
  disabled?: Partial<Record<K, boolean>>;
  /** Prefix of the input ids (`<prefix>-<key>`), unique per page. */
  idPrefix?: string;
}

interface Group<T> {
  id: string;
  items: T[];
}
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Group<T>[] {
  const groups: Group<T>[] = [];
  for (const item of items) {
    const id = keyOf(item);
    const group = groups.find((g) => g.id === id);
    if (group) group.items.push(item);
    else groups.push({ id, items: [item] });
  }
  return groups;
}

function DescribedField<K extends string>({
  descriptor: d,
  props,
  useBinding,
  baseId,
}: {
  descriptor: FieldDescriptor<K>;
  props: DescribedFieldsProps<K>;
  useBinding: UseFieldBinding;
  baseId: string;
}) {
  const { t } = useTranslation(props.ns);
  const { has } = usePermissions();
  const { field, fieldState } = useBinding({ name: d.key, control: props.control });
  const id = `${baseId}-${d.id ?? d.key}`;
  const message = fieldState.error?.message;
  const errorText = message ? t(`validation.${message}`, { ns: [props.ns, 'common'], defaultValue: message }) : undefined;
  const writeProtected = d.writePermission !== undefined && !has(d.writePermission);
  if (props.readOnly) return <FieldReadView descriptor={d} id={id} label={t(d.label)} value={field.value} options={props.options?.[d.key] ?? []} />;
  const describedBy = [errorText && `${id}-error`, d.hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field col-12${d.cols && d.cols < 12 ? ` md:col-${d.cols}` : ''}`}>
      <div className="flex align-items-center gap-1">
        <label htmlFor={id}>
          {t(d.label)}
          {d.required && (
            <span className="text-red-500" aria-hidden>
              {' *'}
            </span>
          )}
        </label>
        {d.help && <HelpTip topic={d.help} />}
      </div>
      <FieldControl
        descriptor={d}
        binding={field}
        id={id}
        invalid={!!errorText}
        describedBy={describedBy}
        disabled={writeProtected || !!props.disabled?.[d.key]}
        options={props.options?.[d.key] ?? []}
        placeholder={d.placeholder && t(d.placeholder, { defaultValue: '' })}
      />
      {errorText && (
        <small id={`${id}-error`} className="p-error block mt-1" role="alert">
          {errorText}
        </small>
      )}
      {d.hint && (
        <small id={`${id}-hint`} className="text-color-secondary block">
          {t(d.hint)}
        </small>
      )}
      {writeProtected && <small className="text-color-secondary block">{t('form.writeProtected', { ns: 'common' })}</small>}
    </div>
  );
}

/**
 * Renders field descriptors (issue 7 form kit): label (with a required mark and help), the widget,
 * the translated error bound with aria-describedby, hints; sections as fieldsets, tabs as a
 * TabView. `useBinding` is the form library's useController, handed in by the module.
 */
export function renderDescribedFields<K extends string>(props: DescribedFieldsProps<K>, useBinding: UseFieldBinding, baseId: string): ReactNode {
  const field = (d: FieldDescriptor<K>) => <DescribedField key={d.key} descriptor={d} props={props} useBinding={useBinding} baseId={baseId} />;
  const sections = (fields: FieldDescriptor<K>[], t: (key: string) => string) =>
    groupBy(fields, (f) => f.section ?? '').map((section) =>
      section.id ? (
        <fieldset key={section.id} className="surface-0 border-1 surface-border border-round px-4 pt-2 pb-3 m-0 mb-3">
          <legend className="px-2 font-semibold text-lg">{t(section.id)}</legend>
          <div className="grid formgrid p-fluid">{section.items.map(field)}</div>
        </fieldset>
      ) : (
        <div key="-" className="grid formgrid p-fluid">
          {section.items.map(field)}
        </div>
      ),
    );
  return <DescribedLayout props={props} sections={sections} />;
}

function DescribedLayout<K extends string>({
  props,
  sections,
}: {
  props: DescribedFieldsProps<K>;
  sections: (fields: FieldDescriptor<K>[], t: (key: string) => string) => ReactNode;
}) {
  const { t } = useTranslation(props.ns);
  const tabs = groupBy(props.fields, (f) => f.tab ?? '');
  if (tabs.length === 1 && tabs[0].id === '') return <>{sections(tabs[0].items, t)}</>;
  return (
    <TabView>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} header={t(tab.id)}>
          {sections(tab.items, t)}
        </TabPanel>
      ))}
    </TabView>
  );
}

/**
 * The DescribedFields component for a field binding; formBinding.ts binds it to react-hook-form
 * (the one modules use), tests bind it to a fake.
 */
export function createDescribedFields(useBinding: UseFieldBinding) {
  return function DescribedFields<K extends string>(props: DescribedFieldsProps<K>) {
    const generated = useId().replace(/:/g, '');
    return <>{renderDescribedFields(props, useBinding, props.idPrefix ?? `f${generated}`)}</>;
  };
}
