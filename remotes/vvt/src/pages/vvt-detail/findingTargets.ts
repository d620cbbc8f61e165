import type { VvtTabId } from './tabAvailability';

/** Where a finding's field is edited: the tab that holds it (none: above the tabs) and the element to focus. */
export interface FindingTarget {
  tab: VvtTabId | null;
  elementId: string;
}

/** The record's fields above the tabs (CoreSection), by the id DescribedFields and the own controls give them. */
const CORE: Record<string, string> = {
  Zweck: 'vvt-Zweck',
  rechtsgrundlage: 'vvt-rechtsgrundlage',
  ist_berechtigtes_interesse: 'vvt-ist_berechtigtes_interesse',
  personengruppen: 'vvt-personengruppen',
  datenkategorien: 'vvt-datenkategorien',
  datenweitergabe_extern: 'vvt-datenweitergabe_extern',
  datenweitergabe_ausserhalb_eu: 'vvt-datenweitergabe_ausserhalb_eu',
  aufbewahrungsfristen: 'vvt-aufbewahrungsfristen',
  datensicherheit_tom: 'vvt-datensicherheit_tom',
  joint_control: 'vvt-joint_control',
  joint_control_partner: 'vvt-joint_control_partner',
};

const IN_TABS: Record<string, FindingTarget> = {
  empfaenger: { tab: 'relations', elementId: 'vvt-transfers-heading' },
  dsfa_erforderlich: { tab: 'dpia', elementId: 'vvt-dsfa_erforderlich' },
  dsfa_begruendung_abweichung: { tab: 'dpia', elementId: 'vvt-dsfa-begruendung' },
  dsfa_ergebnis: { tab: 'dpia', elementId: 'vvt-dsfa_ergebnis' },
  bi_ergebnis: { tab: 'legitimateInterest', elementId: 'vvt-bi_ergebnis' },
};

/** What decides where the user can go: the tabs that cannot be opened, and whether the linked data transfers are shown. */
export interface TargetContext {
  disabled: Readonly<Record<VvtTabId, boolean>>;
  seesTransfers: boolean;
}

/**
 * The place of a finding's field (issue 23: the panel brings the user to the tab and field). A field
 * in a tab that cannot be opened leads to what opens it: the legitimate-interest assessment to its
 * switch. Unknown fields, and the recipients for a user who does not see data transfers: null (the
 * finding is named without a link).
 */
export function findingTarget(field: string, { disabled, seesTransfers }: TargetContext): FindingTarget | null {
  const core = CORE[field];
  if (core) return { tab: null, elementId: core };
  const target = IN_TABS[field];
  if (!target || target.tab === null) return null;
  if (field === 'empfaenger' && !seesTransfers) return null;
  if (!disabled[target.tab]) return target;
  return target.tab === 'legitimateInterest' ? { tab: null, elementId: CORE.ist_berechtigtes_interesse! } : null;
}

const FOCUSABLE = 'input:not([type=hidden]), textarea, select, button, [tabindex]:not([tabindex="-1"])';

/** Scrolls to an element and focuses it (or the first focusable control inside; a read-only text gets a temporary tab stop). */
export function focusElement(element: HTMLElement): void {
  const isControl = element.matches(FOCUSABLE);
  const target = isControl ? element : (element.querySelector<HTMLElement>(FOCUSABLE) ?? element);
  if (!target.matches(FOCUSABLE) && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  // A visually hidden input (switches, multi-selects) scrolls its visible control into view.
  (target.closest('.p-inputswitch, .p-multiselect, .p-checkbox, .p-dropdown') ?? target).scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
}

/** Waits (up to `timeoutMs`) for an element that a tab renders once it is active, then focuses it. */
export function focusWhenPresent(elementId: string, timeoutMs = 2000): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const attempt = () => {
      const element = document.getElementById(elementId);
      if (element) {
        focusElement(element);
        resolve(true);
      } else if (Date.now() - started > timeoutMs) resolve(false);
      else setTimeout(attempt, 50);
    };
    attempt();
  });
}
