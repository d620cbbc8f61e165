import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ariaLabel } from 'primereact/api';
import { FIRST_ROWS_ICONS } from './firstRowsIcons';
import { PrimeIcon } from './PrimeIcon';
import type { ListTableView } from './listTableView';

/** The page links PrimeReact's paginator shows: five around the current page. */
function pageLinks(page: number, totalPages: number): number[] {
  const visible = Math.min(5, totalPages);
  let start = Math.max(0, Math.ceil(page - visible / 2));
  const end = Math.min(totalPages - 1, start + visible - 1);
  start = Math.max(0, start - (5 - (end - start + 1)));
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

const PAGER_LABEL = { first: 'firstPageLabel', prev: 'prevPageLabel', next: 'nextPageLabel', last: 'lastPageLabel' } as const;
const PAGER_ICON = {
  first: FIRST_ROWS_ICONS.firstPage,
  prev: FIRST_ROWS_ICONS.previousPage,
  next: FIRST_ROWS_ICONS.nextPage,
  last: FIRST_ROWS_ICONS.lastPage,
} as const;

function PagerButton({ name, disabled, onClick }: { name: 'first' | 'prev' | 'next' | 'last'; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`p-paginator-${name} p-paginator-element p-link${disabled ? ' p-disabled' : ''}`}
      disabled={disabled}
      aria-label={ariaLabel(PAGER_LABEL[name], {})}
      onClick={onClick}
    >
      <PrimeIcon paths={PAGER_ICON[name]} className="p-paginator-icon" />
    </button>
  );
}

/** The keys that open PrimeReact's Dropdown from its focused input. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp', 'NumpadEnter']);

/** How the page size asks for the DataTable, whose dropdown it is. */
export interface PageSizeReach {
  /** The user came to the page size (focus or pointer): the DataTable loads and takes the table's place. */
  onReach: () => void;
  /** The user opened it (a press, or Enter, Space or an arrow key): it opens once the DataTable is there. */
  onOpen: () => void;
}

/**
 * The page size in the markup of PrimeReact's Dropdown (the keyboard's input first, named as the
 * portal names PrimeReact's: primeConfig.ts, the paginator's patch): the
 * one thing of a list that the first rows only draw. Reaching it loads the DataTable, which takes the
 * table's place with the focus on its own dropdown and opens that dropdown if it was asked to.
 */
function PageSize({ view, reach }: { view: ListTableView; reach: PageSizeReach }) {
  const { t } = useTranslation('common');
  const [asked, setAsked] = useState(false);
  const disabled = view.totalRecords === 0;
  const open = () => {
    setAsked(true);
    reach.onReach();
    reach.onOpen();
  };
  const openByKey = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    open();
  };
  return (
    <div className={`p-dropdown p-component p-inputwrapper p-inputwrapper-filled${disabled ? ' p-disabled' : ''}`} onPointerDown={disabled ? undefined : open}>
      <div className="p-hidden-accessible">
        <input
          type="text"
          readOnly
          value={view.pageSize}
          aria-haspopup="listbox"
          aria-label={ariaLabel('rowsPerPageLabel', {})}
          aria-busy={asked || undefined}
          disabled={disabled}
          tabIndex={disabled ? -1 : 0}
          onFocus={reach.onReach}
          onKeyDown={openByKey}
        />
      </div>
      <span className="p-dropdown-label p-inputtext">{view.pageSize}</span>
      <div className="p-dropdown-trigger" role="button" aria-haspopup="listbox" aria-expanded={false} aria-label={t('a11y.showOptions')}>
        {asked ? (
          <PrimeIcon paths={FIRST_ROWS_ICONS.loading} className="p-icon-spin p-dropdown-trigger-icon p-clickable" />
        ) : (
          <PrimeIcon paths={FIRST_ROWS_ICONS.dropdown} className="p-dropdown-trigger-icon p-clickable" />
        )}
      </div>
    </div>
  );
}

/** PrimeReact's paginator as the list's DataTable shows it: page links, the page size, the count. */
export function FirstRowsPaginator({ view, onPage, reach }: { view: ListTableView; onPage: (page: number, rows: number) => void; reach: PageSizeReach }) {
  const totalPages = Math.ceil(view.totalRecords / view.pageSize);
  const page = Math.floor(view.first / view.pageSize);
  // PrimeReact's paginator counts pages from 0, the list from 1.
  const go = (target: number) => () => onPage(target + 1, view.pageSize);
  const links = pageLinks(page, totalPages);
  const atStart = page === 0 || totalPages === 0;
  const atEnd = page >= totalPages - 1;
  return (
    <div className="p-paginator-bottom p-paginator p-component">
      <PagerButton name="first" disabled={atStart} onClick={go(0)} />
      <PagerButton name="prev" disabled={atStart} onClick={go(page - 1)} />
      <span className="p-paginator-pages">
        {links.map((link, index) => (
          <button
            key={link}
            type="button"
            aria-label={ariaLabel('pageLabel', { page: link + 1 })}
            onClick={go(link)}
            className={[
              'p-paginator-page p-paginator-element p-link',
              index === 0 && 'p-paginator-page-start',
              index === links.length - 1 && 'p-paginator-page-end',
              link === page && 'p-highlight',
            ]
              .filter(Boolean)
              .join(' ')}
          >
            {link + 1}
          </button>
        ))}
      </span>
      <PagerButton name="next" disabled={atEnd} onClick={go(page + 1)} />
      <PagerButton name="last" disabled={atEnd} onClick={go(totalPages - 1)} />
      <PageSize view={view} reach={reach} />
      <span className="p-paginator-current">{view.countReport}</span>
    </div>
  );
}
