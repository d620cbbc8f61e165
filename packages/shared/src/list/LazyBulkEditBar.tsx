import { lazy, Suspense } from 'react';
import type { BulkEditBarProps } from './BulkEditBar';

export type { BulkChanges, BulkEditBarProps } from './BulkEditBar';

const Bar = lazy(() => import('./BulkEditBar').then((module) => ({ default: module.BulkEditBar })));

/**
 * The bulk edit of a list's selected rows (BulkEditBar). It shows only once rows are selected, so
 * its selects (the MultiSelect alone is 13 kB gzip) load then, not with the list's first rows.
 */
export function BulkEditBar(props: BulkEditBarProps) {
  return (
    <Suspense fallback={null}>
      <Bar {...props} />
    </Suspense>
  );
}
