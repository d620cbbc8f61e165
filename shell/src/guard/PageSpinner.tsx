import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from '@vws/shared/core';

export function PageSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className="flex justify-content-center p-6" aria-busy="true" data-testid="page-spinner">
      <ProgressSpinner style={{ width: '3rem', height: '3rem' }} strokeWidth="4" aria-label={t('loading')} />
    </div>
  );
}
