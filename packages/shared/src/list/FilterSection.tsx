import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { useMediaQuery } from '../ui/useMediaQuery';

/** Below PrimeFlex's md breakpoint (768 px): a phone, where a list's filter would fill the first screen. */
export const PHONE_WIDTH_QUERY = '(max-width: 767.98px)';

export interface FilterSectionProps {
  /** The section's name (its landmark label), and the button's text on a phone. */
  label: string;
  /** Whether a filter narrows the list: the folded button says so. */
  active: boolean;
  children: ReactNode;
}

/**
 * A list's filter fields. On a phone they are folded behind a button (its text says whether a filter
 * is active), so that the list's first rows show on the first screen; wider, they are always open.
 * Folded, the fields are rendered once first opened: a list's start on a phone does not build them
 * (with their selects, a quarter of the list page's work at each render of its start-up).
 */
export function FilterSection({ label, active, children }: FilterSectionProps) {
  const { t } = useTranslation('common');
  const phone = useMediaQuery(PHONE_WIDTH_QUERY);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const id = useId();
  const section = (
    <section id={id} className={`surface-card border-round p-3 ${phone ? 'mt-2' : 'mb-3'}`} aria-label={label} hidden={phone && !open}>
      {!phone || opened ? children : null}
    </section>
  );
  if (!phone) return section;
  return (
    <div className="mb-3">
      <Button
        type="button"
        outlined
        icon={open ? 'pi pi-chevron-up' : 'pi pi-filter'}
        label={active ? t('list.filterActive', { label }) : label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          setOpened(true);
          setOpen((value) => !value);
        }}
        className="w-full"
      />
      {section}
    </div>
  );
}
