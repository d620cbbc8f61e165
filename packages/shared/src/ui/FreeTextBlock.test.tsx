import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '../i18n';
import { FreeTextBlock, FREE_TEXT_MAX_LENGTH } from './FreeTextBlock';

beforeAll(() => changeLanguage('en'));

const saveButton = () => screen.getByRole('button', { name: /save/i });
const field = () => screen.getByRole('textbox');

describe('FreeTextBlock (spec §5: 2000 characters, 10 rows, save only after a change)', () => {
  it('renders 10 rows with the 2000 limit and a counter', () => {
    render(<FreeTextBlock value="Hinweis" onSave={jest.fn()} />);
    expect(field()).toHaveAttribute('rows', '10');
    expect(field()).toHaveAttribute('maxLength', String(FREE_TEXT_MAX_LENGTH));
    expect(screen.getByText('7 / 2000 characters')).toBeInTheDocument();
  });

  it('enables Save only after a change, and disables it again when the change is undone', async () => {
    const user = userEvent.setup();
    render(<FreeTextBlock value="Alt" onSave={jest.fn()} />);
    expect(saveButton()).toBeDisabled();
    await user.type(field(), 'x');
    expect(saveButton()).toBeEnabled();
    await user.type(field(), '{backspace}');
    expect(saveButton()).toBeDisabled();
  });

  it('saves the text, shows the saving state and is unchanged afterwards', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSave = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<FreeTextBlock value="" onSave={onSave} />);

    await user.type(field(), 'Neuer Text');
    await user.click(saveButton());
    expect(onSave).toHaveBeenCalledWith('Neuer Text');
    expect(screen.getByRole('button', { name: /saving/i })).toBeDisabled();

    await act(async () => finish());
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(field()).toHaveValue('Neuer Text');
  });

  it('keeps the change and reports when saving fails', async () => {
    const user = userEvent.setup();
    render(<FreeTextBlock value="" onSave={() => Promise.reject(new Error('500'))} />);
    await user.type(field(), 'Text');
    await user.click(saveButton());
    expect(await screen.findByText('The data could not be saved.')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('cuts text beyond 2000 characters', async () => {
    const user = userEvent.setup();
    render(<FreeTextBlock value={'a'.repeat(1999)} onSave={jest.fn()} />);
    field().focus();
    await user.paste('bcd');
    expect((field() as HTMLTextAreaElement).value).toHaveLength(2000);
    expect(screen.getByText('2000 / 2000 characters')).toBeInTheDocument();
  });

  it('takes over a new value from the server unless the user is editing', () => {
    const { rerender } = render(<FreeTextBlock value="Stand 1" onSave={jest.fn()} />);
    rerender(<FreeTextBlock value="Stand 2" onSave={jest.fn()} />);
    expect(field()).toHaveValue('Stand 2');
    expect(saveButton()).toBeDisabled();
  });

  it("keeps the user's unsaved edit when a new value arrives", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<FreeTextBlock value="Stand 1" onSave={jest.fn()} />);
    await user.type(field(), ' geändert');
    rerender(<FreeTextBlock value="Stand 2" onSave={jest.fn()} />);
    expect(field()).toHaveValue('Stand 1 geändert');
    expect(saveButton()).toBeEnabled();
  });

  it('offers no Save when disabled', () => {
    render(<FreeTextBlock value="x" onSave={jest.fn()} disabled />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(field()).toBeDisabled();
  });
});
