import { useCallback, useRef, useState, type Ref } from 'react';
import type { Dropdown } from 'primereact/dropdown';
import type { MultiSelect } from 'primereact/multiselect';
import { ClosedDropdown, ClosedMultiSelect, type SelectOption } from './ClosedSelects';
import { useFirstRowsShown } from './firstRowsShown';
import { onDemand, useOnDemand, useOpenOnArrival, type OnDemand } from '../ui/onDemand';
import './list.css';

export type { SelectOption } from './ClosedSelects';

// A list's filter selects are not needed for its first rows: PrimeReact's Dropdown and MultiSelect
// (with their virtual scroller and overlay, 12–30 kB gzip on a module route) load after them, or
// at once when the user reaches for one. Until then a closed one in their markup stands in.
const dropdown = onDemand(() => import('primereact/dropdown').then((module) => module.Dropdown));
const multiSelect = onDemand(() => import('primereact/multiselect').then((module) => module.MultiSelect));

/** Loads both filter selects (tests render the loaded controls at once). */
export function loadFilterSelects(): Promise<unknown> {
  return Promise.all([dropdown.load(), multiSelect.load()]);
}

const CLASS_NAME = 'vws-filter-select';

/** The loaded control once the list's first rows are shown or the user reached for it, and its opening on arrival. */
function useFilterSelect<C>(source: OnDemand<C>) {
  const firstRowsShown = useFirstRowsShown();
  const [reached, setReached] = useState(false);
  const Loaded = useOnDemand(source, firstRowsShown || reached);
  const control = useRef<{ show: () => void } | null>(null);
  const askToOpen = useOpenOnArrival(Loaded !== null, () => control.current?.show());
  const reach = useCallback(() => {
    askToOpen();
    setReached(true);
  }, [askToOpen]);
  return { Loaded, control, reach, opening: reached && !Loaded };
}

export interface FilterDropdownProps<V> {
  inputId: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  placeholder?: string;
}

/** A list filter's single choice: PrimeReact's Dropdown, loaded after the list's first rows. */
export function FilterDropdown<V>({ inputId, value, options, onChange, placeholder }: FilterDropdownProps<V>) {
  const { Loaded, control, reach, opening } = useFilterSelect(dropdown);
  const common = { inputId, className: CLASS_NAME, value, placeholder };
  if (!Loaded) return <ClosedDropdown {...common} options={options} onOpen={reach} opening={opening} />;
  return <Loaded {...common} ref={control as Ref<Dropdown>} options={options as SelectOption<V>[]} onChange={(event) => onChange(event.value as V)} />;
}

export interface FilterMultiSelectProps<V> {
  inputId: string;
  value: readonly V[];
  options: readonly SelectOption<V>[];
  onChange: (value: V[]) => void;
  placeholder?: string;
  /** A search field above the options. */
  searchable?: boolean;
  /** More choices than this show as their count. */
  maxSelectedLabels?: number;
}

/** A list filter's several choices, shown as chips: PrimeReact's MultiSelect, loaded after the list's first rows. */
export function FilterMultiSelect<V>({ inputId, value, options, onChange, placeholder, searchable, maxSelectedLabels }: FilterMultiSelectProps<V>) {
  const { Loaded, control, reach, opening } = useFilterSelect(multiSelect);
  const common = { inputId, className: CLASS_NAME, placeholder, maxSelectedLabels, display: 'chip' } as const;
  if (!Loaded) return <ClosedMultiSelect {...common} value={value} options={options} onChange={onChange} onOpen={reach} opening={opening} />;
  return (
    <Loaded
      {...common}
      ref={control as Ref<MultiSelect>}
      value={value}
      options={options as SelectOption<V>[]}
      onChange={(event) => onChange(event.value as V[])}
      filter={searchable}
    />
  );
}
