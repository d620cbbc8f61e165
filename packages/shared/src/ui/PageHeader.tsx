import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons at the right (add, print, close …). */
  actions?: ReactNode;
  className?: string;
}

/** The heading row of a page: title, optional subtitle and actions. */
export function PageHeader({ title, subtitle, actions, className }: PageHeaderProps) {
  return (
    <header className={['vws-page-header flex flex-wrap align-items-center justify-content-between gap-3 mb-3', className].filter(Boolean).join(' ')}>
      <div>
        <h1 className="m-0 text-2xl">{title}</h1>
        {subtitle && <div className="mt-1 text-color-secondary">{subtitle}</div>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
