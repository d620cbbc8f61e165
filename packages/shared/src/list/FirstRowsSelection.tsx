import { FIRST_ROWS_ICONS } from './firstRowsIcons';
import type { ListTableView } from './listTableView';
import { PrimeIcon } from './PrimeIcon';

/** A checkbox of the selection column in PrimeReact's markup; the native input is the checkbox. */
export function SelectionCheckbox({ checked, label, onChange }: { checked: boolean; label: string; onChange: () => void }) {
  return (
    <div className={`p-checkbox p-component${checked ? ' p-highlight' : ''}`}>
      <input type="checkbox" className="p-checkbox-input" checked={checked} aria-label={label} onChange={onChange} />
      <div className="p-checkbox-box">{checked && <PrimeIcon paths={FIRST_ROWS_ICONS.check} className="p-checkbox-icon" />}</div>
    </div>
  );
}

/**
 * The selection as the DataTable changes it (checkbox mode, a lazy table): a row's box adds or
 * removes that row; the header's box chooses the page's rows, or none when all of them are chosen.
 */
export function useRowSelection(view: ListTableView, selection: readonly Record<string, unknown>[], onChange: (rows: Record<string, unknown>[]) => void) {
  const key = (row: Record<string, unknown>) => row[view.dataKey];
  const chosen = new Set(selection.map(key));
  const isChosen = (row: Record<string, unknown>) => chosen.has(key(row));
  const allChosen = view.rows.length > 0 && view.rows.every(isChosen);
  return {
    isChosen,
    allChosen,
    toggle: (row: Record<string, unknown>) => onChange(isChosen(row) ? selection.filter((other) => key(other) !== key(row)) : [...selection, row]),
    toggleAll: () => onChange(allChosen ? [] : [...view.rows]),
  };
}
