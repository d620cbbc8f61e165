import type { ReactNode } from 'react';
import type { Permission } from '@vws/shared/core';
import type { HelpTopic } from '../ui/HelpTip';

export type Widget = 'text' | 'textarea' | 'number' | 'select' | 'multiselect' | 'switch' | 'date' | 'url' | 'email';

export interface FieldOption {
  value: string | number;
  label: string;
}

/** One field of a record as data (issue 7): a 150-field record is a list of these, not JSX. */
export interface FieldDescriptor<K extends string = string> {
  key: K;
  /** The input's id is `<idPrefix>-<id ?? key>`; set it to keep an established id stable. */
  id?: string;
  /** i18n key of the label, in the form's namespace. */
  label: string;
  widget: Widget;
  /** i18n key of the tab; fields with tabs are shown in a TabView, in the order the tabs first appear. */
  tab?: string;
  /** i18n key of a section (a fieldset with a legend) inside the tab. */
  section?: string;
  /** A topic of the help namespace, shown as a HelpTip beside the label. */
  help?: HelpTopic;
  /** i18n key of a short hint under the field. */
  hint?: string;
  /** i18n key of a placeholder. */
  placeholder?: string;
  required?: boolean;
  /** Without this permission the field is shown read-only (write-protected fields, DESIGN.md §7). */
  writePermission?: Permission;
  /** Grid width out of 12 (default 12). */
  cols?: 3 | 4 | 6 | 9 | 12;
  rows?: number;
  /** select: the value that means "none" (e.g. 0 for an unset id) is shown empty. */
  emptyValue?: string | number;
  /** select / multiselect: offer a search box. */
  filter?: boolean;
  /** select: how an option is shown (e.g. a status badge). */
  optionTemplate?: (option: FieldOption) => ReactNode;
}

/** What the form library gives a field (react-hook-form's useController has this shape). */
export interface FieldBinding {
  field: { name: string; value: unknown; onChange: (value: unknown) => void; onBlur: () => void; ref: (element: unknown) => void };
  fieldState: { error?: { message?: string } };
}
export type UseFieldBinding = (props: { name: string; control: unknown }) => FieldBinding;
