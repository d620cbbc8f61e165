import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '../i18n';
import { ConfirmDelete } from './ConfirmDelete';
import { ErrorMessage, errorMessageKey, serverConflictMessage } from './ErrorMessage';

beforeEach(() => changeLanguage('de'));

describe('ConfirmDelete', () => {
  it('asks with the name; Cancel does not delete', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<ConfirmDelete visible name="Bewerbermanagement" onConfirm={onConfirm} onCancel={onCancel} />);

    expect(await screen.findByText('Möchten Sie „Bewerbermanagement“ wirklich löschen?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('deletes on confirmation', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<ConfirmDelete visible onConfirm={onConfirm} onCancel={jest.fn()} />);
    expect(await screen.findByText('Möchten Sie diesen Eintrag wirklich löschen?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

describe('ErrorMessage', () => {
  it('picks the catalogue text from the failed call', () => {
    expect(errorMessageKey({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe('errors.network');
    expect(errorMessageKey({ status: 503, data: { error: 'customerDBNotAvailable' } })).toBe('errors.customerDBNotAvailable');
    expect(errorMessageKey({ status: 403, data: { error: 'csrf' } })).toBe('errors.forbidden');
    expect(errorMessageKey({ status: 500, data: {} })).toBe('errors.serverError');
    expect(errorMessageKey(new Error('x'))).toBe('errors.loadFailed');
  });

  it.each([
    [{ status: 403 }, 'Sorry, Sie sind nicht zugriffsberechtigt.'],
    [{ status: 503, data: {} }, 'Die Datenbank ist derzeit nicht verfügbar. Bitte versuchen Sie es später erneut oder wählen Sie eine andere Datenbank.'],
    [{ status: 404, data: { error: 'notFound' } }, 'Die angeforderte Seite wurde nicht gefunden (404).'],
    [{ status: 500, data: { error: 'internal' } }, 'Auf dem Server ist ein Fehler aufgetreten (500). Bitte versuchen Sie es später erneut.'],
    [{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'Netzwerkfehler. Bitte prüfen Sie Ihre Internetverbindung.'],
  ])('shows the catalogue text of %j instead of "load failed"', (error, text) => {
    render(<ErrorMessage error={error} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('says a save failed where no more specific text fits, but keeps 403 and 503', () => {
    expect(errorMessageKey({ status: 500, data: {} }, 'save')).toBe('errors.saveFailed');
    expect(errorMessageKey({ status: 403 }, 'save')).toBe('errors.forbidden');
    expect(errorMessageKey({ status: 503 }, 'save')).toBe('errors.customerDBNotAvailable');
  });

  it("shows the server's message for a conflict the catalogue has no text for, and the catalogue otherwise", () => {
    const conflict = { status: 409, data: { error: 'userAlreadyMember', message: 'Der Benutzer ist bereits Mitglied dieses Kunden.' } };
    const { unmount } = render(<ErrorMessage error={conflict} action="save" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Der Benutzer ist bereits Mitglied dieses Kunden.');
    unmount();
    // A catalogue code, a 5xx and a 403 keep the spec's texts even when the server sent a message.
    expect(serverConflictMessage({ status: 409, data: { error: 'itemHasBeenChanged', message: 'x' } })).toBeUndefined();
    expect(serverConflictMessage({ status: 500, data: { error: 'internal', message: 'boom' } })).toBeUndefined();
    expect(serverConflictMessage({ status: 403, data: { error: 'forbidden', message: 'no' } })).toBeUndefined();
    expect(serverConflictMessage({ status: 409, data: { error: 'lastDsb' } })).toBeUndefined();
  });

  it('speaks English after a language switch', async () => {
    await changeLanguage('en');
    render(<ErrorMessage error={{ status: 403 }} />);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Sorry, Sie sind');
  });

  it('shows the lock time and offers a retry', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(<ErrorMessage error={{ status: 423, data: { error: 'signInLocked', minutes: 15 } }} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Ihr Konto ist für 15 Minuten gesperrt.');
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('lists the 403 of a list report with the catalogue text', () => {
    render(<ErrorMessage error={{ status: 403, data: { error: 'forbidden' } }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, Sie sind nicht zugriffsberechtigt.');
  });
});
