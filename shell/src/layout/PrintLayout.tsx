import type { ReactNode } from 'react';
import { useAppSelector } from '@vws/shared/core';
import { useDocumentTitle } from './useDocumentTitle';

/** A print page: no sidebar, top bar or footer, but its content is still the page's main landmark and it has the portal's document title. */
export function PrintLayout({ children }: { children: ReactNode }) {
  useDocumentTitle(useAppSelector((state) => state.session.currentCustomer?.name));
  return <main id="main">{children}</main>;
}
