import { useEffect, useRef } from 'react';
import { InputNumber, type InputNumberProps } from 'primereact/inputnumber';

/**
 * PrimeReact's InputNumber, without its one accessibility fault: emptied, it writes
 * aria-valuenow="null" into the DOM itself (axe: aria-valid-attr-value, critical). An empty field
 * has no current value, so the attribute goes.
 */
export function NumberInput(props: Omit<InputNumberProps, 'inputRef'>) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const element = input.current;
    if (element && element.getAttribute('aria-valuenow') === 'null') element.removeAttribute('aria-valuenow');
  });
  return <InputNumber {...props} inputRef={input} />;
}
