import { lazy, Suspense } from 'react';
import type { BulkBarProps } from './BulkBar';

const Bar = lazy(() => import('./BulkBar').then((module) => ({ default: module.BulkBar })));

/**
 * The VVT list's bulk bar (BulkBar, with its duplicate action). It shows only once rows are chosen,
 * so it loads then, not with the list's first rows.
 */
export function BulkBar(props: BulkBarProps) {
  return (
    <Suspense fallback={null}>
      <Bar {...props} />
    </Suspense>
  );
}
