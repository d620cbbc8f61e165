import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import PrimeReact, { localeOption } from 'primereact/api';
import { FIRST_ROWS_ICONS } from './firstRowsIcons';
import { PrimeIcon } from './PrimeIcon';

export interface SelectOption<V> {
  value: V;
  label: string;
}

interface ClosedSelectProps {
  inputId: string;
  className: string;
  /** The user reached for the control (click, Enter, Space, arrow down): it opens once loaded. */
  onOpen: () => void;
  /** The user reached for it and it is still loading: the trigger spins. */
  opening: boolean;
}

/** PrimeReact opens its selects on these keys (event.code). */
const OPENING_KEYS = new Set(['Enter', 'NumpadEnter', 'Space', 'ArrowDown']);
/** ... and remove a chip on these. */
const REMOVING_KEYS = new Set(['Enter', 'NumpadEnter', 'Space']);

/**
 * The focus, the open request and the hand-over of a closed select: when the loaded control takes
 * its place, a focused placeholder hands the focus to the control's input (the same id).
 */
function useClosedSelect(inputId: string, onOpen: () => void) {
  const input = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  useLayoutEffect(() => {
    const element = input.current;
    return () => {
      if (element && document.activeElement === element) queueMicrotask(() => document.getElementById(inputId)?.focus());
    };
  }, [inputId]);
  const open = () => {
    input.current?.focus();
    onOpen();
  };
  return {
    focused,
    onClick: (event: MouseEvent) => {
      if (!(event.target as Element).closest('[data-remove-token]')) open();
    },
    inputProps: {
      ref: input,
      id: inputId,
      readOnly: true,
      type: 'text',
      onFocus: () => setFocused(true),
      onBlur: () => setFocused(false),
      onKeyDown: (event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.code)) return;
        event.preventDefault();
        open();
      },
    },
  };
}

/** PrimeReact's locale now (the portal sets it with the language: followLanguageInPrimeReact). */
const currentPrimeLocale = () => PrimeReact.locale ?? 'en';

function classes(...names: (string | false)[]): string {
  return names.filter(Boolean).join(' ');
}

function TriggerIcon({ opening, className }: { opening: boolean; className: string }) {
  return opening ? (
    <PrimeIcon paths={FIRST_ROWS_ICONS.loading} className={`p-icon-spin ${className}`} />
  ) : (
    <PrimeIcon paths={FIRST_ROWS_ICONS.dropdown} className={className} />
  );
}

export interface ClosedDropdownProps<V> extends ClosedSelectProps {
  value: V;
  options: readonly SelectOption<V>[];
  placeholder?: string;
}

/**
 * PrimeReact's Dropdown, closed, in its markup and classes (primereact 10.9.9), until the Dropdown
 * has loaded: it looks the same, takes its label's clicks and the keyboard, and opens once loaded.
 */
export function ClosedDropdown<V>({ inputId, className, value, options, placeholder, onOpen, opening }: ClosedDropdownProps<V>) {
  const { focused, onClick, inputProps } = useClosedSelect(inputId, onOpen);
  const label = options.find((option) => option.value === value)?.label ?? null;
  return (
    <div
      className={classes(
        className,
        'p-dropdown p-component p-inputwrapper',
        focused && 'p-focus',
        value !== null && value !== undefined && value !== '' && 'p-inputwrapper-filled',
        focused && 'p-inputwrapper-focus',
      )}
      onClick={onClick}
      aria-busy={opening || undefined}
    >
      <div className="p-hidden-accessible">
        <input {...inputProps} aria-haspopup="listbox" tabIndex={0} value={label ?? ''} />
      </div>
      <div className="p-hidden-accessible p-dropdown-hidden-select">
        <select tabIndex={-1} value={label === null ? '' : String(value)} onChange={() => undefined}>
          <option value={label === null ? '' : String(value)}>{label ?? placeholder}</option>
        </select>
      </div>
      <span className={classes('p-dropdown-label p-inputtext', label === null && placeholder !== undefined && 'p-placeholder')} tabIndex={-1}>
        {label ?? placeholder ?? 'empty'}
      </span>
      <div className="p-dropdown-trigger" role="button" aria-haspopup="listbox" aria-expanded="false">
        <TriggerIcon opening={opening} className="p-dropdown-trigger-icon p-clickable" />
      </div>
    </div>
  );
}

export interface ClosedMultiSelectProps<V> extends ClosedSelectProps {
  value: readonly V[];
  options: readonly SelectOption<V>[];
  placeholder?: string;
  maxSelectedLabels?: number;
  display?: 'comma' | 'chip';
  /** A chip's remove icon: the value without that choice. */
  onChange: (value: V[]) => void;
}

/**
 * PrimeReact's MultiSelect, closed, in its markup and classes (primereact 10.9.9), until the
 * MultiSelect has loaded: its label, chips or count as the MultiSelect shows them; a chip's remove
 * icon already removes, a click elsewhere or the keyboard opens it once loaded.
 */
export function ClosedMultiSelect<V>(props: ClosedMultiSelectProps<V>) {
  const { inputId, className, value, options, placeholder, maxSelectedLabels, display, onOpen, opening, onChange } = props;
  const { focused, onClick, inputProps } = useClosedSelect(inputId, onOpen);
  const labelOf = (item: V) => options.find((option) => option.value === item)?.label ?? String(item);
  const empty = value.length === 0;
  const counted = maxSelectedLabels !== undefined && value.length > maxSelectedLabels;
  const countText = () => (localeOption('selectionMessage', currentPrimeLocale()) as string).replace(/{(.*?)}/, String(value.length));
  const chips = display === 'chip' && !counted;
  const remove = (item: V) => onChange(value.filter((other) => other !== item));
  const removeLabel = localeOption('removeTokenIcon', currentPrimeLocale()) as string | undefined;
  let content;
  if (counted) content = countText();
  else if (chips && !empty)
    content = value.map((item, index) => (
      <div key={`${labelOf(item)}_${index}`} className="p-multiselect-token">
        <span className="p-multiselect-token-label">{labelOf(item)}</span>
        <PrimeIcon
          paths={FIRST_ROWS_ICONS.removeToken}
          className="p-multiselect-token-icon"
          data-remove-token=""
          aria-label={removeLabel}
          tabIndex={0}
          onClick={() => remove(item)}
          onKeyDown={(event) => {
            if (!REMOVING_KEYS.has(event.code)) return;
            event.preventDefault();
            event.stopPropagation();
            remove(item);
          }}
        />
      </div>
    ));
  else content = value.map(labelOf).join(', ');
  return (
    <div
      className={classes(
        className,
        'p-multiselect p-component p-inputwrapper',
        chips && 'p-multiselect-chip',
        focused && 'p-focus',
        !empty && 'p-inputwrapper-filled',
      )}
      onClick={onClick}
      aria-busy={opening || undefined}
    >
      <div className="p-hidden-accessible">
        <input {...inputProps} role="combobox" aria-expanded="false" tabIndex={0} value={empty ? '' : counted ? countText() : value.map(labelOf).join(', ')} />
      </div>
      <div className="p-multiselect-label-container">
        <div
          className={classes(
            'p-multiselect-label',
            empty && placeholder !== undefined && 'p-placeholder',
            !empty && display !== 'chip' && counted && 'p-multiselect-items-label',
          )}
        >
          {(empty ? null : content) || placeholder || 'empty'}
        </div>
      </div>
      <div className="p-multiselect-trigger">
        <TriggerIcon opening={opening} className="p-multiselect-trigger-icon p-c" />
      </div>
    </div>
  );
}
