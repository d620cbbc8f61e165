import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { i18n } from '../i18n';
import { DateField } from './DateField';
import { parseTypedDay } from './dateText';

beforeEach(() => i18n.changeLanguage('de'));

function Harness({ initial = '', seen }: { initial?: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="d">Vertragsende</label>
      <DateField
        id="d"
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
      <button type="button">weiter</button>
    </>
  );
}

describe('parseTypedDay', () => {
  it('reads the portal format, short forms and ISO; rejects days that do not exist', () => {
    expect(parseTypedDay('31.03.2027')).toBe('2027-03-31');
    expect(parseTypedDay('1.4.27')).toBe('2027-04-01');
    expect(parseTypedDay('2027-03-31')).toBe('2027-03-31');
    expect(parseTypedDay('  ')).toBe('');
    expect(parseTypedDay('31.02.2027')).toBeNull();
    expect(parseTypedDay('morgen')).toBeNull();
  });
});

describe('DateField', () => {
  it('takes a typed date on leaving the field and shows it as DD.MM.YYYY', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Harness seen={seen} />);
    const field = screen.getByLabelText('Vertragsende');
    await user.click(field);
    expect(document.querySelector('.p-datepicker')).toBeNull();
    await user.type(field, '31.03.2027');
    expect(seen).toEqual([]);
    await user.tab();
    expect(seen).toEqual(['2027-03-31']);
    expect(field).toHaveValue('31.03.2027');
    expect(screen.getByRole('button', { name: 'Kalender öffnen' })).toHaveFocus();
  });

  it('keeps a text that is no day, so validation can name it, and clears with an empty field', () => {
    const seen: string[] = [];
    render(<Harness initial="2026-11-05" seen={seen} />);
    const field = screen.getByLabelText('Vertragsende');
    expect(field).toHaveValue('05.11.2026');
    fireEvent.change(field, { target: { value: '31.02.2027' } });
    fireEvent.blur(field);
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(seen).toEqual(['31.02.2027', '']);
  });

  it('opens the calendar from its button and puts the chosen day into the field', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Harness initial="2027-03-10" seen={seen} />);
    await user.click(screen.getByRole('button', { name: 'Kalender öffnen' }));
    await user.click(await screen.findByText('17'));
    expect(seen).toEqual(['2027-03-17']);
    expect(screen.getByLabelText('Vertragsende')).toHaveFocus();
  });
});
