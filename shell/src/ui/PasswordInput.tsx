import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Password } from 'primereact/password';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  id: string;
  autoComplete: 'current-password' | 'new-password';
  disabled?: boolean;
}

/** PrimeReact's Password (with show/hide) bound to react-hook-form; the strength meter is separate. */
export function PasswordInput<T extends FieldValues>({ control, name, id, autoComplete, disabled }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Password
          inputId={id}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          autoComplete={autoComplete}
          feedback={false}
          toggleMask
          disabled={disabled}
          invalid={fieldState.invalid}
          aria-describedby={fieldState.invalid ? `${id}-error` : undefined}
          className="w-full"
          inputClassName="w-full"
        />
      )}
    />
  );
}
