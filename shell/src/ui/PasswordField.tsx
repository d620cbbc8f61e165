import { useState, type Ref } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { EyeIcon } from 'primereact/icons/eye';
import { EyeSlashIcon } from 'primereact/icons/eyeslash';
import { useTranslation } from '@vws/shared/core';

interface Props {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  autoComplete: 'current-password' | 'new-password';
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * A password input with a real show/hide button (keyboard reachable, announced as pressed or not).
 * Lighter than PrimeReact's Password, whose overlay the portal never shows (the strength meter is
 * separate), which matters on the sign-in page (DESIGN.md §10); its icons are SVG, as the sign-in
 * page loads no icon font.
 */
export function PasswordField({ id, name, value, onChange, onBlur, inputRef, autoComplete, invalid, disabled }: Props) {
  const { t } = useTranslation('shell');
  const [shown, setShown] = useState(false);
  return (
    <div className="p-inputgroup">
      <InputText
        id={id}
        name={name}
        type={shown ? 'text' : 'password'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        ref={inputRef}
        autoComplete={autoComplete}
        invalid={invalid}
        disabled={disabled}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className="w-full"
      />
      <Button
        type="button"
        icon={shown ? <EyeSlashIcon /> : <EyeIcon />}
        outlined
        disabled={disabled}
        aria-label={t(shown ? 'passwordField.hide' : 'passwordField.show')}
        aria-pressed={shown}
        aria-controls={id}
        onClick={() => setShown((current) => !current)}
        data-testid={`${id}-toggle`}
      />
    </div>
  );
}
