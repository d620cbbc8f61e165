import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { i18n } from '../i18n';
import { DateTimeField } from './DateTimeField';
import { parseTypedInstant, showInstant } from './dateText';

beforeEach(() => i18n.changeLanguage('de'));

function Harness({ initial = '', seen }: { initial?: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="t">Kenntnis am</label>
      <DateTimeField
        id="t"
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
    </>
  );
}

const local = (year: number, month: number, day: number, hours: number, minutes: number) => new Date(year, month - 1, day, hours, minutes).toISOString();

describe('parseTypedInstant', () => {
  it('reads DD.MM.YYYY HH:MM (short forms too) in local time and ISO with an offset; refuses what is no moment', () => {
    expect(parseTypedInstant('24.11.2026 09:30')).toBe(local(2026, 11, 24, 9, 30));
    expect(parseTypedInstant('1.2.27 7:05')).toBe(local(2027, 2, 1, 7, 5));
    expect(parseTypedInstant('2026-11-24T08:30:00Z')).toBe('2026-11-24T08:30:00.000Z');
    expect(parseTypedInstant(' ')).toBe('');
    expect(parseTypedInstant('31.02.2027 10:00')).toBeNull();
    expect(parseTypedInstant('24.11.2026 24:00')).toBeNull();
    expect(parseTypedInstant('24.11.2026')).toBeNull();
    expect(parseTypedInstant('gestern')).toBeNull();
    expect(showInstant(local(2026, 11, 24, 9, 30))).toBe('24.11.2026 09:30');
  });
});

describe('DateTimeField', () => {
  it('takes a typed moment on leaving the field and shows it as DD.MM.YYYY HH:MM', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Harness seen={seen} />);
    const field = screen.getByLabelText('Kenntnis am');
    await user.type(field, '24.11.2026 9:30');
    expect(seen).toEqual([]);
    await user.tab();
    expect(seen).toEqual([local(2026, 11, 24, 9, 30)]);
    expect(field).toHaveValue('24.11.2026 09:30');
  });

  it('keeps a text that is no moment (nothing typed is lost; validation names it) and clears with an empty field', () => {
    const seen: string[] = [];
    render(<Harness initial={local(2026, 11, 5, 14, 0)} seen={seen} />);
    const field = screen.getByLabelText('Kenntnis am');
    expect(field).toHaveValue('05.11.2026 14:00');
    fireEvent.change(field, { target: { value: '31.02.2027 10:00' } });
    fireEvent.blur(field);
    expect(field).toHaveValue('31.02.2027 10:00');
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(seen).toEqual(['31.02.2027 10:00', '']);
  });

  it('opens the calendar from its button and puts the chosen day, at the time shown, into the field', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Harness initial={local(2027, 3, 10, 8, 15)} seen={seen} />);
    await user.click(screen.getByRole('button', { name: 'Kalender öffnen' }));
    await user.click(await screen.findByText('17'));
    expect(seen).toEqual([local(2027, 3, 17, 8, 15)]);
    expect(screen.getByLabelText('Kenntnis am')).toHaveValue('17.03.2027 08:15');
  });
});
