import { useTranslation } from 'react-i18next';
import { MultiSelect } from 'primereact/multiselect';

/** A column the user may show or hide (not a key column: those are always shown). */
export interface ChoosableColumn {
  key: string;
  header?: string;
}

export interface ColumnChooserProps {
  /** The columns offered (ListTable passes all but the key ones, and only when there are any). */
  columns: readonly ChoosableColumn[];
  /** The keys of the columns shown. */
  shown: string[];
  onChange: (keys: string[]) => void;
}

/** The column chooser as a MultiSelect (loaded after the list's first rows, ListTable). */
export default function ColumnChooser({ columns, shown, onChange }: ColumnChooserProps) {
  const { t } = useTranslation('common');
  return (
    <div className="flex justify-content-end">
      <MultiSelect
        value={shown.filter((key) => columns.some((c) => c.key === key))}
        options={columns.map((c) => ({ value: c.key, label: c.header ?? '' }))}
        onChange={(e) => onChange(e.value as string[])}
        placeholder={t('list.columns')}
        selectedItemsLabel={t('list.columns')}
        maxSelectedLabels={0}
        aria-label={t('list.columns')}
        className="vws-column-chooser"
        dropdownIcon="pi pi-table"
      />
    </div>
  );
}
