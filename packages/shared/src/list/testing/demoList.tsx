import { useState } from 'react';
import { createListSlice, type ListState } from '../listSlice';
import { ListTable, type ListColumn } from '../ListTable';

/** A list's rows for the list kit's tests: twelve, so that a page of ten leaves a second page. */
export interface DemoRow {
  ID: number;
  Name: string;
}
export const DEMO_ROWS: DemoRow[] = Array.from({ length: 12 }, (_, i) => ({ ID: i + 1, Name: `Eintrag ${i + 1}` }));

/** A list of the demo rows in its own slice (`name`), ten rows a page, drawn by ListTable. */
export function demoList(name: string, columns: ListColumn<DemoRow>[] = [{ field: 'Name', header: 'Name' }]) {
  const list = createListSlice(name, () => ({}), { storeKey: `${name}.demo`, rows: 10 });
  function DemoListTable({ onRowClick, selectable = false, listId }: { onRowClick?: (row: DemoRow) => void; selectable?: boolean; listId?: string }) {
    const state = list.useListState() as ListState<unknown>;
    const [selected, setSelected] = useState<DemoRow[]>([]);
    return (
      <ListTable
        state={state}
        actions={list.actions}
        onRowClick={onRowClick}
        rows={DEMO_ROWS}
        columns={columns}
        dataKey="ID"
        loaded
        emptyMessage="leer"
        countText="1 bis 10 von 12"
        ariaLabel="Demo"
        listId={listId}
        {...(selectable && { selection: selected, onSelectionChange: setSelected })}
      />
    );
  }
  return { list, DemoListTable };
}
