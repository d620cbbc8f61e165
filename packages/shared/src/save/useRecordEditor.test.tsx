import '../api/testing/fetchPolyfill';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer, useState } from 'react';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { createMemoryRouter, Link, RouterProvider, useLocation, useSearchParams } from 'react-router-dom';
import { i18n } from '../i18n';
import { PortalToast } from '../ui/toast';
import { RecordForm } from './RecordForm';
import { useRecordEditor } from './useRecordEditor';

beforeEach(() => i18n.changeLanguage('de'));

type Rec = { ID: number; Version: number; name: string; note: string };
type Values = { name: string; note: string };

const resolver: Resolver<Values> = async (values): Promise<ResolverResult<Values>> =>
  values.name.trim() ? { values, errors: {} } : { values: {}, errors: { name: { type: 'required', message: 'Pflichtfeld' } } };

/** The server of the test: stored records, and what create, update and remove answer. */
function fakeServer(records: Rec[]) {
  const db = new Map(records.map((r) => [r.ID, r]));
  return {
    db,
    create: jest.fn(async (values: Values) => {
      const ID = Math.max(0, ...db.keys()) + 1;
      db.set(ID, { ID, Version: 1, ...values });
      return ID;
    }),
    update: jest.fn(async (values: Values, record: Rec, _forceUpdate: boolean): Promise<number> => {
      const Version = record.Version + 1;
      db.set(record.ID, { ...record, ...values, Version });
      return Version;
    }),
    remove: jest.fn(async (id: number) => {
      db.delete(id);
    }),
    saveLinks: jest.fn(async (_id: number, _links: string[]) => undefined),
  };
}
type Server = ReturnType<typeof fakeServer>;

function Field({ name, label, editor }: { name: keyof Values; label: string; editor: ReturnType<typeof useRecordEditor<Values, Rec>> }) {
  const error = editor.form.formState.errors[name]?.message;
  return (
    <div>
      <label htmlFor={name}>{label}</label>
      <input id={name} {...editor.form.register(name)} aria-invalid={!!error} aria-describedby={error ? `${name}-error` : undefined} />
      {error && <small id={`${name}-error`}>{error}</small>}
    </div>
  );
}

/** A detail page as a module writes it with the editor: /record?id=<id>, no id for a new one. */
function RecordPage({ server, withLinks = false }: { server: Server; withLinks?: boolean }) {
  const [params] = useSearchParams();
  const [links, setLinks] = useState<string[]>([]);
  const id = params.get('id') ? Number(params.get('id')) : null;
  const [, refetch] = useReducer((n: number) => n + 1, 0);
  const stored = id === null ? undefined : server.db.get(id);
  const editor = useRecordEditor<Values, Rec>({
    id,
    query: { currentData: stored, isFetching: false, isError: id !== null && !stored, refetch },
    versionOf: (r) => r.Version,
    toForm: (r) => ({ name: r.name, note: r.note }),
    emptyForm: () => ({ name: '', note: '' }),
    resolver,
    create: server.create,
    update: server.update,
    remove: server.remove,
    staged: withLinks
      ? [
          {
            dirty: links.length > 0,
            save: async (recordId) => {
              await server.saveLinks(recordId, links);
              setLinks([]);
            },
            failed: 'Die Verknüpfungen wurden nicht gespeichert.',
          },
        ]
      : undefined,
    routes: { detail: (newId) => `/record?id=${newId}`, list: () => '/list' },
    texts: {
      created: 'Der Eintrag wurde angelegt.',
      saved: 'Gespeichert.',
      deleted: 'Der Eintrag wurde gelöscht.',
      invalid: 'Bitte prüfen Sie die markierten Felder.',
      deleteName: stored?.name,
    },
  });
  return (
    <RecordForm editor={editor} title={stored ? `Eintrag ${stored.name}` : 'Neuer Eintrag'} texts={{ back: 'Zur Liste', notFound: 'Nicht gefunden.' }}>
      <Field name="name" label="Name" editor={editor} />
      <Field name="note" label="Notiz" editor={editor} />
      <Link to="/other">Woanders</Link>
      {withLinks && (
        <button type="button" onClick={() => setLinks((current) => [...current, 'VT-001'])}>
          Verknüpfen
        </button>
      )}
      <button type="button" onClick={refetch}>
        Abfrage wiederholen
      </button>
    </RecordForm>
  );
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderEditor(server: Server, at = '/record?id=1', withLinks = false) {
  const router = createMemoryRouter(
    [
      {
        path: '/record',
        element: (
          <>
            <RecordPage server={server} withLinks={withLinks} />
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/list', at], initialIndex: 1 },
  );
  render(
    <>
      <PortalToast />
      <RouterProvider router={router} />
    </>,
  );
  return router;
}

const stored = (): Rec[] => [{ ID: 1, Version: 3, name: 'Personalakte', note: '' }];
const conflict = { status: 409, data: { error: 'itemHasBeenChanged', itemHasBeenChanged: true } };

describe('useRecordEditor', () => {
  it('shows the stored record, saves with forceUpdate false, and after the conflict dialog overwrites with forceUpdate true', async () => {
    const user = userEvent.setup();
    const server = fakeServer(stored());
    server.update.mockRejectedValueOnce(conflict);
    renderEditor(server);
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Personalakte');
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    await user.type(name, ' (digital)');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eintrag wurde geändert' });
    expect(server.update).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Überschreiben' }));
    expect(await screen.findByText('Gespeichert.')).toBeInTheDocument();
    expect(server.update.mock.calls.map(([values, record, force]) => [values.name, record.Version, force])).toEqual([
      ['Personalakte (digital)', 3, false],
      ['Personalakte (digital)', 3, true],
    ]);
  });

  it('puts the field errors of a 400 on the fields and focuses the first of them', async () => {
    const user = userEvent.setup();
    const server = fakeServer(stored());
    server.update.mockRejectedValueOnce({
      status: 400,
      data: {
        error: 'validation',
        fields: [
          { path: 'record.note', message: 'Die Notiz enthält ein Steuerzeichen.' },
          { path: 'other.0.x', message: 'nicht im Formular' },
        ],
      },
    });
    renderEditor(server);
    await user.type(await screen.findByLabelText('Notiz'), 'x');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const note = screen.getByLabelText('Notiz');
    await waitFor(() => expect(note).toHaveAccessibleDescription('Die Notiz enthält ein Steuerzeichen.'));
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveFocus();
    expect(await screen.findByText('Bitte prüfen Sie die markierten Felder.')).toBeInTheDocument();
    expect(screen.queryByText('nicht im Formular')).not.toBeInTheDocument();
  });

  it('asks before deleting; cancel keeps the record, delete removes it, toasts and opens the list', async () => {
    const user = userEvent.setup();
    const server = fakeServer(stored());
    renderEditor(server);
    await user.click(await screen.findByRole('button', { name: 'Löschen' }));
    const question = await screen.findByRole('dialog', { name: 'Löschen bestätigen' });
    expect(question).toHaveTextContent('Möchten Sie „Personalakte“ wirklich löschen?');
    await user.click(within(question).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.remove).not.toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent('/record?id=1');
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Löschen bestätigen' })).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/list$/));
    expect(server.remove).toHaveBeenCalledWith(1);
    expect(await screen.findByText('Der Eintrag wurde gelöscht.')).toBeInTheDocument();
  });

  it('blocks leaving with unsaved changes until the user agrees, and lets a clean form go', async () => {
    const user = userEvent.setup();
    renderEditor(fakeServer(stored()));
    await user.type(await screen.findByLabelText('Notiz'), 'neu');
    await user.click(screen.getByRole('link', { name: 'Woanders' }));
    expect(await screen.findByText('Ungespeicherte Änderungen')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/record?id=1');
    await user.click(screen.getByRole('button', { name: 'Bleiben' }));
    expect(screen.getByLabelText('Notiz')).toHaveValue('neu');
    await user.click(screen.getByRole('button', { name: 'Zur Liste' }));
    await user.click(await screen.findByRole('button', { name: 'Verlassen' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/list$/));
  });

  it('after a save keeps the focus at the save bar and offers Save again only after a change', async () => {
    const user = userEvent.setup();
    const server = fakeServer(stored());
    renderEditor(server);
    await user.type(await screen.findByLabelText('Notiz'), 'geprüft');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Gespeichert.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Speichern und Löschen' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  });

  it('creates a record, replaces the URL with the new one and puts the focus into its form', async () => {
    const user = userEvent.setup();
    const server = fakeServer(stored());
    const router = renderEditor(server, '/record');
    await user.click(await screen.findByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Pflichtfeld')).toBeInTheDocument();
    expect(server.create).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name'), 'Zeiterfassung');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/record?id=2'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('Der Eintrag wurde angelegt.')).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Eintrag Zeiterfassung' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
    // The create was allowed past the leave guard; the stored record is clean.
    expect(screen.queryByText('Ungespeicherte Änderungen')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Zeiterfassung');
  });

  it('resets the form only when another record or a new stored version arrives', async () => {
    const user = userEvent.setup();
    const server = fakeServer(stored());
    const router = renderEditor(server);
    await user.type(await screen.findByLabelText('Notiz'), 'in Arbeit');
    await act(() => router.navigate('/record?id=1', { replace: true }));
    await user.click(screen.getByRole('button', { name: 'Abfrage wiederholen' }));
    expect(screen.getByLabelText('Notiz')).toHaveValue('in Arbeit');
    server.db.set(1, { ID: 1, Version: 4, name: 'Personalakte', note: 'von jemand anderem' });
    await user.click(screen.getByRole('button', { name: 'Abfrage wiederholen' }));
    await waitFor(() => expect(screen.getByLabelText('Notiz')).toHaveValue('von jemand anderem'));
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  });

  it('says when the record does not exist', async () => {
    renderEditor(fakeServer(stored()), '/record?id=9');
    expect(await screen.findByText('Nicht gefunden.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
  });

  describe('parts staged beside the form (issue 24: one save per page)', () => {
    it('saves only the staged part when the record is unchanged: Save and the leave guard follow its changes', async () => {
      const user = userEvent.setup();
      const server = fakeServer(stored());
      renderEditor(server, '/record?id=1', true);
      const save = await screen.findByRole('button', { name: 'Speichern' });
      expect(save).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Verknüpfen' }));
      expect(save).toBeEnabled();
      await user.click(screen.getByRole('link', { name: 'Woanders' }));
      await user.click(await screen.findByRole('button', { name: 'Bleiben' }));
      await user.click(save);
      expect(await screen.findByText('Gespeichert.')).toBeInTheDocument();
      expect(server.saveLinks).toHaveBeenCalledWith(1, ['VT-001']);
      expect(server.update).not.toHaveBeenCalled();
      await waitFor(() => expect(save).toBeDisabled());
    });

    it('sends the part after the record, with a created record’s new key', async () => {
      const user = userEvent.setup();
      const server = fakeServer(stored());
      renderEditor(server, '/record', true);
      await user.type(await screen.findByLabelText('Name'), 'Zeiterfassung');
      await user.click(screen.getByRole('button', { name: 'Verknüpfen' }));
      await user.click(screen.getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/record?id=2'));
      expect(server.saveLinks).toHaveBeenCalledWith(2, ['VT-001']);
      expect(server.create.mock.invocationCallOrder[0]).toBeLessThan(server.saveLinks.mock.invocationCallOrder[0]!);
    });

    it('says when a part failed and keeps it staged; the record’s own changes are saved', async () => {
      const user = userEvent.setup();
      const server = fakeServer(stored());
      server.saveLinks.mockRejectedValueOnce({ status: 500, data: { error: 'internal' } });
      renderEditor(server, '/record?id=1', true);
      await user.type(await screen.findByLabelText('Notiz'), 'geprüft');
      await user.click(screen.getByRole('button', { name: 'Verknüpfen' }));
      await user.click(screen.getByRole('button', { name: 'Speichern' }));
      expect(await screen.findByText('Die Verknüpfungen wurden nicht gespeichert.')).toBeInTheDocument();
      expect(server.update).toHaveBeenCalledTimes(1);
      expect(server.db.get(1)?.note).toBe('geprüft');
      expect(screen.getByRole('button', { name: 'Speichern' })).toBeEnabled();
      await user.click(screen.getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(server.saveLinks).toHaveBeenCalledTimes(2));
      expect(server.update).toHaveBeenCalledTimes(1);
    });
  });
});
