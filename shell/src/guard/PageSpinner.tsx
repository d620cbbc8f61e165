import { ProgressSpinner } from 'primereact/progressspinner';

export function PageSpinner() {
  return (
    <div className="flex justify-content-center p-6" aria-busy="true" data-testid="page-spinner">
      <ProgressSpinner style={{ width: '3rem', height: '3rem' }} strokeWidth="4" />
    </div>
  );
}
