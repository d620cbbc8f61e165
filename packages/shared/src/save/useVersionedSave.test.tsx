import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../i18n';
import { PortalToast } from '../ui/toast';
import { useVersionedSave, type SaveOutcome } from './useVersionedSave';
import { versionFields } from './versionFields';

beforeEach(() => i18n.changeLanguage('de'));

type Values = { name: string };

function Harness({
  send,
  onOutcome,
  onReload,
}: {
  send: (v: Values, force: boolean) => Promise<string>;
  onOutcome?: (o: SaveOutcome<string>) => void;
  onReload?: () => void;
}) {
  const saver = useVersionedSave<Values, string>({ send, onOutcome, onReload });
  return (
    <>
      <PortalToast />
      <button type="button" onClick={() => void saver.save({ name: 'neu' })}>
        speichern
      </button>
      {saver.element}
    </>
  );
}

const conflict = { status: 409, data: { error: 'itemHasBeenChanged', itemHasBeenChanged: true } };

describe('useVersionedSave', () => {
  it('sends forceUpdate false first, and on itemHasBeenChanged overwrites with forceUpdate true after asking', async () => {
    const user = userEvent.setup();
    const send = jest.fn((_v: Values, force: boolean) => (force ? Promise.resolve('ok') : Promise.reject(conflict)));
    const outcomes: SaveOutcome<string>[] = [];
    render(<Harness send={send} onOutcome={(o) => outcomes.push(o)} />);
    await user.click(screen.getByRole('button', { name: 'speichern' }));
    expect(await screen.findByText(/neuere Version dieses Eintrags/)).toBeInTheDocument();
    expect(outcomes).toEqual([{ kind: 'conflict' }]);
    await user.click(screen.getByRole('button', { name: 'Überschreiben' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls).toEqual([
      [{ name: 'neu' }, false],
      [{ name: 'neu' }, true],
    ]);
    await waitFor(() => expect(outcomes[1]).toEqual({ kind: 'saved', result: 'ok', forced: true }));
  });

  it('cancelling the conflict sends nothing more', async () => {
    const user = userEvent.setup();
    const send = jest.fn(() => Promise.reject(conflict));
    render(<Harness send={send} />);
    await user.click(screen.getByRole('button', { name: 'speichern' }));
    await user.click(await screen.findByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Überschreiben' })).not.toBeInTheDocument());
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('offers reload only when the page can reload', async () => {
    const user = userEvent.setup();
    const onReload = jest.fn();
    render(<Harness send={() => Promise.reject(conflict)} onReload={onReload} />);
    await user.click(screen.getByRole('button', { name: 'speichern' }));
    await user.click(await screen.findByRole('button', { name: 'Verwerfen und neu laden' }));
    expect(onReload).toHaveBeenCalled();
  });

  it('toasts the catalogue text when the save fails', async () => {
    const user = userEvent.setup();
    const outcomes: SaveOutcome<string>[] = [];
    render(<Harness send={() => Promise.reject({ status: 500, data: { error: 'internal' } })} onOutcome={(o) => outcomes.push(o)} />);
    await user.click(screen.getByRole('button', { name: 'speichern' }));
    expect(await screen.findByText('Die Daten konnten nicht gespeichert werden.')).toBeInTheDocument();
    expect(outcomes[0]).toMatchObject({ kind: 'failed' });
  });

  it('toasts the access text on 403 rather than a generic one', async () => {
    const user = userEvent.setup();
    render(<Harness send={() => Promise.reject({ status: 403, data: { error: 'forbidden' } })} />);
    await user.click(screen.getByRole('button', { name: 'speichern' }));
    expect(await screen.findByText('Sorry, Sie sind nicht zugriffsberechtigt.')).toBeInTheDocument();
  });

  it("toasts the server's message for a conflict the catalogue has no text for", async () => {
    const user = userEvent.setup();
    render(<Harness send={() => Promise.reject({ status: 409, data: { error: 'nummerTaken', message: 'Die Nummer ist bereits vergeben.' } })} />);
    await user.click(screen.getByRole('button', { name: 'speichern' }));
    expect(await screen.findByText('Die Nummer ist bereits vergeben.')).toBeInTheDocument();
  });

  it('returns the field errors of a 400 without a toast', async () => {
    const user = userEvent.setup();
    const outcomes: SaveOutcome<string>[] = [];
    const fields = [{ path: 'masterDataModel.email', message: 'invalidEmail' }];
    render(<Harness send={() => Promise.reject({ status: 400, data: { error: 'validation', fields } })} onOutcome={(o) => outcomes.push(o)} />);
    await user.click(screen.getByRole('button', { name: 'speichern' }));
    await waitFor(() => expect(outcomes).toEqual([{ kind: 'invalid', fields }]));
    expect(screen.queryByText('Die Daten konnten nicht gespeichert werden.')).not.toBeInTheDocument();
  });
});

describe('versionFields', () => {
  it('sends back whatever version the record was read with', () => {
    expect(versionFields({ Version: 3, Name: 'x' })).toEqual({ Version: 3 });
    expect(versionFields({ Bearbeitungsdatum: '2026-03-14T10:00:00Z' })).toEqual({ Bearbeitungsdatum: '2026-03-14T10:00:00Z' });
    expect(versionFields({ Version: 2, Bearbeitungsdatum: '' })).toEqual({ Version: 2, Bearbeitungsdatum: '' });
    expect(versionFields(undefined)).toEqual({});
  });
});
