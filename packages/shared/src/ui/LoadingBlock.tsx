import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';

/** A centred spinner with a label for screen readers, where a page or section is loading. */
export function LoadingBlock({ label, className }: { label?: string; className?: string }) {
  const { t } = useTranslation('common');
  const text = label ?? t('loading');
  return (
    <div
      className={['vws-loading flex flex-column align-items-center justify-content-center p-4 gap-2', className].filter(Boolean).join(' ')}
      role="status"
      aria-live="polite"
      aria-busy="true"
    >
      <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} strokeWidth="4" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
