import { useTranslation } from 'react-i18next';
import { MultiSelect } from 'primereact/multiselect';

/** A list column as the chooser offers it. */
export interface ChoosableColumn {
  key: string;
  header?: string;
  /** 1: a key column, always shown (not offered); 2 and 3: the user may show or hide it. */
  priority?: number;
}

export interface ColumnChooserProps {
  columns: readonly ChoosableColumn[];
  /** The keys of the columns shown. */
  shown: string[];
  onChange: (keys: string[]) => void;
}

/** The column chooser: every column but the key ones, as a MultiSelect (loaded with the list's first rows, ListTable). */
export default function ColumnChooser({ columns, shown, onChange }: ColumnChooserProps) {
  const { t } = useTranslation('common');
  const optional = columns.filter((c) => (c.priority ?? 1) > 1);
  if (optional.length === 0) return null;
  return (
    <div className="flex justify-content-end">
      <MultiSelect
        value={shown.filter((key) => optional.some((c) => c.key === key))}
        options={optional.map((c) => ({ value: c.key, label: c.header ?? '' }))}
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
