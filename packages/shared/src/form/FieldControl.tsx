import { Dropdown } from 'primereact/dropdown';
import { NumberInput } from './NumberInput';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { DateField } from './DateField';
import type { FieldBinding, FieldDescriptor, FieldOption } from './types';

export interface FieldControlProps {
  descriptor: FieldDescriptor;
  binding: FieldBinding['field'];
  id: string;
  invalid: boolean;
  describedBy?: string;
  disabled: boolean;
  options: FieldOption[];
  placeholder?: string;
}

/** The input of one widget, wired to the form library's field binding. */
export function FieldControl({ descriptor: d, binding, id, invalid, describedBy, disabled, options, placeholder }: FieldControlProps) {
  const aria = { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy, 'aria-required': d.required || undefined };
  const className = invalid ? 'p-invalid' : undefined;
  const text = (binding.value as string | null | undefined) ?? '';
  switch (d.widget) {
    case 'textarea':
      return (
        <InputTextarea
          id={id}
          name={binding.name}
          value={text}
          onChange={(e) => binding.onChange(e.target.value)}
          onBlur={binding.onBlur}
          ref={binding.ref}
          rows={d.rows ?? 3}
          autoResize
          disabled={disabled}
          className={className}
          placeholder={placeholder}
          {...aria}
        />
      );
    case 'number':
      return (
        <NumberInput
          inputId={id}
          name={binding.name}
          value={(binding.value as number | null) ?? null}
          onValueChange={(e) => binding.onChange(e.value ?? 0)}
          onBlur={binding.onBlur}
          useGrouping={false}
          disabled={disabled}
          className={className}
          {...aria}
        />
      );
    case 'select': {
      const value = binding.value === d.emptyValue ? null : binding.value;
      const template = d.optionTemplate;
      return (
        <Dropdown
          inputId={id}
          id={`${id}-dropdown`}
          value={value}
          options={options}
          onChange={(e) => binding.onChange((e.value as unknown) ?? d.emptyValue ?? null)}
          onBlur={binding.onBlur}
          placeholder={placeholder}
          disabled={disabled}
          className={className}
          filter={d.filter}
          itemTemplate={template}
          valueTemplate={template && ((option: FieldOption | null) => (option ? template(option) : placeholder))}
          aria-describedby={describedBy}
        />
      );
    }
    case 'multiselect':
      return (
        <MultiSelect
          inputId={id}
          value={binding.value}
          options={options}
          onChange={(e) => binding.onChange(e.value)}
          onBlur={binding.onBlur}
          display="chip"
          filter={d.filter}
          disabled={disabled}
          className={className}
          placeholder={placeholder}
          aria-describedby={describedBy}
        />
      );
    case 'switch':
      return (
        <InputSwitch
          inputId={id}
          checked={binding.value === true}
          onChange={(e) => binding.onChange(e.value === true)}
          onBlur={binding.onBlur}
          disabled={disabled}
          className={className}
          aria-describedby={describedBy}
        />
      );
    case 'date':
      return (
        <DateField
          id={id}
          name={binding.name}
          value={binding.value as string | null | undefined}
          onChange={binding.onChange}
          onBlur={binding.onBlur}
          disabled={disabled}
          invalid={invalid}
          describedBy={describedBy}
          required={d.required}
        />
      );
    default:
      return (
        <InputText
          id={id}
          name={binding.name}
          type={d.widget === 'email' ? 'email' : d.widget === 'url' ? 'url' : 'text'}
          value={text}
          onChange={(e) => binding.onChange(e.target.value)}
          onBlur={binding.onBlur}
          ref={binding.ref}
          disabled={disabled}
          className={className}
          placeholder={placeholder ?? (d.widget === 'url' ? 'https://' : undefined)}
          {...aria}
        />
      );
  }
}
