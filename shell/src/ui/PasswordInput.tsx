import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PasswordField } from './PasswordField';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  id: string;
  autoComplete: 'current-password' | 'new-password';
  disabled?: boolean;
}

/** PasswordField (with show/hide) bound to react-hook-form; the strength meter is separate. */
export function PasswordInput<T extends FieldValues>({ control, name, id, autoComplete, disabled }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PasswordField
          id={id}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          autoComplete={autoComplete}
          invalid={fieldState.invalid}
          disabled={disabled}
        />
      )}
    />
  );
}
