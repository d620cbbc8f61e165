import { useTranslation } from 'react-i18next';
import type { TOptions } from 'i18next';
import { i18n, registerNamespace, registerTextPart } from './index';
import type commonTexts from './common/de.json';
import type helpTexts from './help/de.json';

/**
 * Typed text keys per namespace: a misspelt key fails the type check. A key built at run time
 * (`status.${id}`) is accepted when its fixed start names a group of the namespace (`status`).
 */

type Texts = { readonly [key: string]: unknown };

/** 'rows' for 'rows_one' / 'rows_other': i18next picks the plural form by `count`. */
type PluralBase<K extends string> = K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : K;

/** 'list.title' | 'errors.saveFailed' | ...: the dotted paths of the strings (a plural's base key too). */
export type TextLeaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` | `${P}${PluralBase<K>}` : T[K] extends Texts ? TextLeaves<T[K], `${P}${K}.`> : never;
}[keyof T & string];

/** 'list' | 'errors' | ...: the dotted paths of the groups. */
export type TextGroups<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends Texts ? `${P}${K}` | TextGroups<T[K], `${P}${K}.`> : never;
}[keyof T & string];

/** Keys of the namespaces every module may use with a prefix: 'common:actions.save'. */
export type SharedTextKey = `common:${TextLeaves<typeof commonTexts>}` | `help:${TextLeaves<typeof helpTexts>}`;
type SharedTextGroupKey = `common:${TextGroups<typeof commonTexts>}.${string}` | `help:${TextGroups<typeof helpTexts>}.${string}`;

/** K itself when it is a key of T (or of common/help, prefixed), never otherwise. */
export type TextKey<T, K extends string, Ns extends string = string> = K extends TextLeaves<T> | `${Ns}:${TextLeaves<T>}` | SharedTextKey
  ? K
  : Record<never, never> extends Record<K, 1> // a key built at run time (a template with holes, or string)
    ? K extends `${TextGroups<T>}.${string}` | SharedTextGroupKey
      ? K
      : never
    : never;

/** What a key may look like; also makes TypeScript keep `status.${id}` as a template type. */
type KeyShape<T, Ns extends string> = TextLeaves<T> | `${Ns}:${TextLeaves<T>}` | SharedTextKey | `${TextGroups<T>}.${string}` | SharedTextGroupKey;

export type TypedT<T, Ns extends string = string> = <K extends KeyShape<T, Ns>>(key: K & TextKey<T, K, Ns>, options?: TOptions) => string;

export interface TypedNamespace<T, Ns extends string> {
  namespace: Ns;
  /** Registers de and en (again: safe) with the one i18n instance; resolves once the language in use is there. */
  register: () => Promise<void>;
  /**
   * Adds the texts only the module's detail and report pages use (`pages`; resolves at once without
   * such a part): their loaders await it, so these texts stay out of the list's start-up.
   */
  registerPages: () => Promise<void>;
  /** useTranslation(namespace) with typed keys. */
  useTranslation: () => { t: TypedT<T, Ns>; i18n: typeof i18n };
  /** Outside React (toasts, thunks): the current language. */
  t: TypedT<T, Ns>;
}

/** The texts of the pages that load them (TypedNamespace.registerPages), both languages on demand. */
export interface PageTexts<P> {
  de: () => Promise<{ default: P }>;
  en: () => Promise<{ default: NoInfer<P> }>;
}

/**
 * A module's texts: en must have every key of de (the parity test checks both directions). en may
 * be a loader, `() => import('./en.json')`: it then loads only when English is used. `pages` holds
 * further groups of keys (de.pages.json, en.pages.json) that only some pages use; the keys of both
 * parts are typed as one namespace.
 */
export function defineNamespace<T extends Texts, Ns extends string, P extends Texts = Record<never, never>>(
  namespace: Ns,
  texts: { de: T; en: NoInfer<T> | (() => Promise<{ default: NoInfer<T> }>); pages?: PageTexts<P> },
): TypedNamespace<T & P, Ns> {
  const t = ((key: string, options?: TOptions) => i18n.t(key, { ...options, ns: namespace })) as TypedT<T & P, Ns>;
  const { pages } = texts;
  return {
    namespace,
    register: () => registerNamespace(namespace, texts),
    registerPages: () => (pages ? registerTextPart(namespace, 'pages', pages) : Promise.resolve()),
    useTranslation: function useTypedTranslation() {
      const result = useTranslation(namespace);
      return { t: result.t as unknown as TypedT<T & P, Ns>, i18n };
    },
    t,
  };
}
