import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { act } from 'react';
import { NumberInput } from './NumberInput';

function Harness() {
  const [value, setValue] = useState<number | null>(5);
  return (
    <>
      <label htmlFor="zahl">Zahl</label>
      <NumberInput inputId="zahl" value={value} onValueChange={(e) => setValue(e.value ?? null)} />
      <button type="button" onClick={() => setValue(null)}>
        leeren
      </button>
    </>
  );
}

describe('NumberInput', () => {
  it('carries the value in aria-valuenow and drops the attribute when the value is emptied', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Zahl');
    expect(input).toHaveAttribute('aria-valuenow', '5');
    act(() => screen.getByRole('button', { name: 'leeren' }).click());
    expect(input).toHaveValue('');
    expect(input).not.toHaveAttribute('aria-valuenow');
  });
});
