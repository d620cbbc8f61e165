import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  error?: string | false;
  hint?: string;
  children: ReactNode;
}

/** Label, control and the field's error (announced to screen readers) in one column. */
export function FormField({ id, label, error, hint, children }: Props) {
  return (
    <div className="flex flex-column gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children}
      {hint ? <small className="text-600">{hint}</small> : null}
      {error ? (
        <small className="p-error" id={`${id}-error`} role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}
