import { fireEvent, render, screen } from '@testing-library/react';
import { useReducer } from 'react';
import { Provider } from 'react-redux';
import { createPortalStore } from '../api/store';
import { i18n } from '../i18n';
import { customerChanged } from '../session/actions';
import { createDescribedFields } from './DescribedFields';
import type { FieldBinding, FieldDescriptor } from './types';

beforeEach(() => i18n.changeLanguage('de'));

/** A minimal form library for the test: values and errors in a plain object. */
interface FakeControl {
  values: Record<string, unknown>;
  errors: Record<string, string>;
}
function useFakeBinding({ name, control }: { name: string; control: unknown }): FieldBinding {
  const form = control as FakeControl;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  return {
    field: { name, value: form.values[name], onChange: (v) => ((form.values[name] = v), rerender()), onBlur: () => undefined, ref: () => undefined },
    fieldState: { error: form.errors[name] ? { message: form.errors[name] } : undefined },
  };
}
const DescribedFields = createDescribedFields(useFakeBinding);

type Key = 'Name' | 'Status' | 'Link' | 'Aktiv';
const FIELDS: FieldDescriptor<Key>[] = [
  { key: 'Name', label: 'Name', widget: 'text', required: true, tab: 'Allgemein', hint: 'Hinweis' },
  { key: 'Link', label: 'Link', widget: 'url', tab: 'Allgemein', section: 'Verweise' },
  { key: 'Status', label: 'Status', widget: 'text', tab: 'Bewertung', writePermission: 'VWS_VVTProzesse_WriteProtectedFields' },
  { key: 'Aktiv', label: 'Aktiv', widget: 'switch', tab: 'Bewertung' },
];

function renderFields(control: FakeControl, permissions: string[], readOnly = false) {
  const store = createPortalStore();
  store.dispatch(customerChanged({ customerUid: 'c1', name: 'Muster GmbH', permissions }));
  return render(
    <Provider store={store}>
      <DescribedFields fields={FIELDS} control={control} ns="common" idPrefix="t" readOnly={readOnly} />
    </Provider>,
  );
}

describe('DescribedFields', () => {
  it('labels each field, marks it required, and ties the translated error and hint to it', () => {
    renderFields({ values: { Name: '', Link: '' }, errors: { Name: 'required' } }, []);
    const name = screen.getByLabelText('Name *');
    expect(name).toHaveAttribute('id', 't-Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name.getAttribute('aria-describedby')?.split(' ')).toEqual(['t-Name-error', 't-Name-hint']);
    expect(screen.getByRole('alert')).toHaveTextContent('Pflichtfeld');
    expect(screen.getByRole('group', { name: 'Verweise' })).toContainElement(screen.getByLabelText('Link'));
  });

  it('writes through the binding', () => {
    const control = { values: { Name: 'alt' }, errors: {} };
    renderFields(control, []);
    fireEvent.change(screen.getByLabelText('Name *'), { target: { value: 'neu' } });
    expect(control.values.Name).toBe('neu');
    expect(screen.getByDisplayValue('neu')).toBeInTheDocument();
  });

  it('puts fields with tabs into a TabView', () => {
    renderFields({ values: {}, errors: {} }, []);
    expect(screen.getByRole('tab', { name: 'Allgemein' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Bewertung' }));
    expect(screen.getByLabelText('Status')).toBeInTheDocument();
  });

  it('renders a write-protected field read-only without the permission, editable with it', () => {
    const { unmount } = renderFields({ values: { Status: 'x' }, errors: {} }, ['VWS_Select']);
    fireEvent.click(screen.getByRole('tab', { name: 'Bewertung' }));
    expect(screen.getByLabelText('Status')).toBeDisabled();
    expect(screen.getByText('Schreibgeschützt: Sie dürfen dieses Feld nicht ändern.')).toBeInTheDocument();
    unmount();
    renderFields({ values: { Status: 'x' }, errors: {} }, ['VWS_Select', 'VWS_VVTProzesse_WriteProtectedFields']);
    fireEvent.click(screen.getByRole('tab', { name: 'Bewertung' }));
    expect(screen.getByLabelText('Status')).toBeEnabled();
  });

  it('shows a read view without the edit permission: values as text, empty fields left out', () => {
    renderFields({ values: { Name: 'Lohnabrechnung', Link: '', Aktiv: true }, errors: {} }, [], true);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Lohnabrechnung')).toBeInTheDocument();
    expect(screen.queryByText('Link')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Bewertung' }));
    expect(screen.getByText('Ja')).toBeInTheDocument();
    expect(screen.queryByText('Status')).not.toBeInTheDocument();
  });
});
