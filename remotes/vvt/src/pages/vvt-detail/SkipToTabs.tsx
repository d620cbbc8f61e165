import { useVvtTranslation } from '../../i18n';

/** A skip link past the record's core fields to the tab strip (issue 24: 82 tab stops before it). */
export function SkipToTabs() {
  const { t } = useVvtTranslation();
  return (
    <a
      href="#vvt-tabs"
      className="skip-link"
      onClick={(event) => {
        // Focus the active tab itself; a hash change would count as a navigation.
        event.preventDefault();
        document.querySelector<HTMLElement>('[data-testid=vvt-tabs] [role=tab][aria-selected=true]')?.focus();
      }}
    >
      {t('tabs.skipTo')}
    </a>
  );
}
