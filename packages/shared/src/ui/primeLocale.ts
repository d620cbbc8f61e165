import { addLocale, locale as setPrimeLocale, type LocaleOptions } from 'primereact/api';
import type { i18n as I18n } from 'i18next';

/**
 * PrimeReact's own texts (paginator, calendar, dropdown, password, dialogs) in German, so that the
 * German UI has no "First Page", "Choose" or "Show Password". English keeps PrimeReact's texts.
 */
const GERMAN_ARIA: Record<string, string> = {
  cancelEdit: 'Bearbeiten abbrechen',
  close: 'Schließen',
  collapseLabel: 'Zuklappen',
  collapseRow: 'Zeile zugeklappt',
  editRow: 'Zeile bearbeiten',
  expandLabel: 'Aufklappen',
  expandRow: 'Zeile aufgeklappt',
  falseLabel: 'Nein',
  filterConstraint: 'Filterbedingung',
  filterOperator: 'Filteroperator',
  firstPageLabel: 'Erste Seite',
  gridView: 'Kachelansicht',
  hideFilterMenu: 'Filtermenü ausblenden',
  jumpToPageDropdownLabel: 'Seite auswählen',
  jumpToPageInputLabel: 'Seitennummer eingeben',
  lastPageLabel: 'Letzte Seite',
  listLabel: 'Auswahlliste',
  listView: 'Listenansicht',
  moveAllToSource: 'Alle zur Quelle verschieben',
  moveAllToTarget: 'Alle zum Ziel verschieben',
  moveBottom: 'Ganz nach unten',
  moveDown: 'Nach unten',
  moveToSource: 'Zur Quelle verschieben',
  moveToTarget: 'Zum Ziel verschieben',
  moveTop: 'Ganz nach oben',
  moveUp: 'Nach oben',
  navigation: 'Navigation',
  next: 'Weiter',
  nextPageLabel: 'Nächste Seite',
  nullLabel: 'Nicht ausgewählt',
  otpLabel: 'Bitte Zeichen {0} des Einmalpassworts eingeben',
  pageLabel: 'Seite {page}',
  passwordHide: 'Passwort verbergen',
  passwordShow: 'Passwort anzeigen',
  previous: 'Zurück',
  prevPageLabel: 'Vorherige Seite',
  removeLabel: 'Entfernen',
  rotateLeft: 'Nach links drehen',
  rotateRight: 'Nach rechts drehen',
  rowsPerPageLabel: 'Zeilen pro Seite',
  saveEdit: 'Änderung speichern',
  scrollTop: 'Nach oben scrollen',
  selectAll: 'Alle Einträge ausgewählt',
  selectLabel: 'Auswählen',
  selectRow: 'Zeile ausgewählt',
  showFilterMenu: 'Filtermenü anzeigen',
  slide: 'Folie',
  slideNumber: '{slideNumber}',
  star: '1 Stern',
  stars: '{star} Sterne',
  trueLabel: 'Ja',
  unselectAll: 'Auswahl aufgehoben',
  unselectLabel: 'Auswahl aufheben',
  unselectRow: 'Zeilenauswahl aufgehoben',
  zoomImage: 'Bild vergrößern',
  zoomIn: 'Vergrößern',
  zoomOut: 'Verkleinern',
};

export const GERMAN_PRIME_LOCALE = {
  startsWith: 'Beginnt mit',
  contains: 'Enthält',
  notContains: 'Enthält nicht',
  endsWith: 'Endet mit',
  equals: 'Gleich',
  notEquals: 'Ungleich',
  noFilter: 'Kein Filter',
  filter: 'Filter',
  lt: 'Kleiner als',
  lte: 'Kleiner oder gleich',
  gt: 'Größer als',
  gte: 'Größer oder gleich',
  dateIs: 'Datum ist',
  dateIsNot: 'Datum ist nicht',
  dateBefore: 'Datum vor',
  dateAfter: 'Datum nach',
  custom: 'Benutzerdefiniert',
  clear: 'Leeren',
  apply: 'Anwenden',
  matchAll: 'Alle erfüllt',
  matchAny: 'Eine erfüllt',
  addRule: 'Regel hinzufügen',
  removeRule: 'Regel entfernen',
  accept: 'Ja',
  reject: 'Nein',
  choose: 'Auswählen',
  upload: 'Hochladen',
  cancel: 'Abbrechen',
  close: 'Schließen',
  pending: 'Ausstehend',
  fileSizeTypes: ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'],
  dayNames: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
  dayNamesShort: ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'],
  dayNamesMin: ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'],
  monthNames: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  monthNamesShort: ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'],
  chooseYear: 'Jahr wählen',
  chooseMonth: 'Monat wählen',
  chooseDate: 'Datum wählen',
  prevDecade: 'Vorheriges Jahrzehnt',
  nextDecade: 'Nächstes Jahrzehnt',
  prevYear: 'Vorheriges Jahr',
  nextYear: 'Nächstes Jahr',
  prevMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  prevHour: 'Vorherige Stunde',
  nextHour: 'Nächste Stunde',
  prevMinute: 'Vorherige Minute',
  nextMinute: 'Nächste Minute',
  prevSecond: 'Vorherige Sekunde',
  nextSecond: 'Nächste Sekunde',
  am: 'vorm.',
  pm: 'nachm.',
  today: 'Heute',
  now: 'Jetzt',
  weekHeader: 'KW',
  firstDayOfWeek: 1,
  dateFormat: 'dd.mm.yy',
  weak: 'Schwach',
  medium: 'Mittel',
  strong: 'Stark',
  passwordPrompt: 'Passwort eingeben',
  emptyFilterMessage: 'Keine Treffer',
  emptyMessage: 'Keine Einträge vorhanden',
  emptySearchMessage: 'Keine Treffer',
  emptySelectionMessage: 'Nichts ausgewählt',
  searchMessage: '{0} Treffer',
  // A MultiSelect with more choices than it shows as chips: "3 ausgewählt".
  selectionMessage: '{0} ausgewählt',
  completed: 'Abgeschlossen',
  fileChosenMessage: '{0} Dateien',
  noFileChosenMessage: 'Keine Datei ausgewählt',
  // The remove icon of a MultiSelect chip is named by this option (PrimeReact's English has none).
  removeTokenIcon: 'Auswahl entfernen',
  aria: GERMAN_ARIA,
} as LocaleOptions;

/** Week starts on Monday in the English UI too (the portal's users are in Germany); dates as 23.11.2026 stay German. */
const ENGLISH_PRIME_LOCALE: LocaleOptions = { firstDayOfWeek: 1, dateFormat: 'dd.mm.yy', removeTokenIcon: 'Remove selection' } as LocaleOptions;

/** The PrimeReact locale of an i18next language; anything but German is English. */
export function primeLocaleOf(language: string | undefined): 'de' | 'en' {
  return language?.startsWith('de') ? 'de' : 'en';
}

/** The name under which primeLocaleOf's locale is registered with PrimeReact. */
export function primeLocaleName(language: string | undefined): string {
  return primeLocaleOf(language) === 'de' ? 'de' : 'en-portal';
}

let registered = false;
/** Registers the portal's PrimeReact locales once. */
export function registerPrimeLocales(): void {
  if (registered) return;
  registered = true;
  addLocale('de', GERMAN_PRIME_LOCALE);
  addLocale('en-portal', ENGLISH_PRIME_LOCALE);
}

/**
 * Registers the German (and the adjusted English) PrimeReact locale and makes PrimeReact's locale
 * follow the i18next language from now on. primereact/api is a shared singleton of the federation,
 * so calling this once in the shell covers every remote. PrimeReactProvider overwrites the global
 * locale with its own state, so the provider gets it too (portalPrimeReactOptions, PrimeLocaleSync).
 * Returns the unsubscribe.
 */
export function followLanguageInPrimeReact(instance: I18n): () => void {
  registerPrimeLocales();
  const apply = (language: string | undefined) => {
    setPrimeLocale(primeLocaleName(language));
  };
  apply(instance.language);
  instance.on('languageChanged', apply);
  return () => instance.off('languageChanged', apply);
}
