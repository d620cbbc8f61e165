import type { APIOptions } from 'primereact/api';
import { i18n } from '../i18n';
import { primeLocaleName, registerPrimeLocales } from './primeLocale';

/**
 * The PrimeReact configuration of every React root of the portal (shell and embedded remotes).
 * Its pass-through options name or hide the parts PrimeReact leaves unnamed (issue 12, axe):
 * - the Dropdown's hidden <select> (a copy of the value for forms, never focused) is hidden from
 *   assistive technology, the combobox input is the control;
 * - the Dropdown's trigger, a mouse affordance with role=button, gets a name in the UI language;
 * - the InputSwitch's wrapper drops its checkbox role and state, the inner input is the switch.
 */
export function portalPrimeReactOptions(): Partial<APIOptions> {
  registerPrimeLocales();
  return {
    ripple: false,
    // The provider copies this into PrimeReact's global locale; PrimeLocaleSync keeps it on the language.
    locale: primeLocaleName(i18n.language),
    pt: {
      dropdown: {
        // PrimeReact puts aria-activedescendant on the focused dropdown's root, a div without a role,
        // pointing at an option that is not there while the list is closed: axe finds both (serious)
        // once the focus is on a dropdown, as after choosing a list's page size by keyboard.
        root: { 'aria-activedescendant': undefined },
        select: { 'aria-hidden': true, tabIndex: -1 },
        trigger: () => ({ 'aria-label': i18n.t('common:a11y.showOptions') }),
      },
      inputswitch: {
        root: { role: undefined, 'aria-checked': undefined },
      },
    },
  };
}
