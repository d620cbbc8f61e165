import type { AnfrageVerarbeitung } from '@vws/shared/contract/betroffenenanfragen';
import { useBetroffenenanfragenTranslation } from '../../i18n';
import './registerExtract.css';

/** What the register says about each linked record (Art. 15(1) a to d): on the page and in the answer letter. */
export function RegisterExtracts({ records }: { records: readonly AnfrageVerarbeitung[] }) {
  const { t } = useBetroffenenanfragenTranslation();
  if (records.length === 0) return <p className="text-sm text-color-secondary">{t('register.none')}</p>;
  const list = (values: readonly string[]) => values.join(', ') || '—';
  return (
    <div data-testid="anfrage-register">
      <h3 className="text-base">{t('register.heading')}</h3>
      {records.map((r) => (
        <section key={r.ID} className="mb-3" aria-label={`${r.Nummer} ${r.Name}`}>
          <h4 className="m-0 mb-1 text-base">
            {r.Nummer} {r.Name}
          </h4>
          <dl className="vws-register-extract m-0">
            <dt>{t('register.Zweck')}</dt>
            <dd>{r.Zweck || '—'}</dd>
            <dt>{t('register.Rechtsgrundlage')}</dt>
            <dd>{r.Rechtsgrundlage || '—'}</dd>
            <dt>{t('register.Datenkategorien')}</dt>
            <dd>{list(r.Datenkategorien)}</dd>
            <dt>{t('register.Personengruppen')}</dt>
            <dd>{list(r.Personengruppen)}</dd>
            <dt>{t('register.Empfaenger')}</dt>
            <dd>{list(r.Empfaenger)}</dd>
            <dt>{t('register.Drittland')}</dt>
            <dd>{t(r.Drittland ? 'print.yes' : 'print.no')}</dd>
            <dt>{t('register.Aufbewahrungsfristen')}</dt>
            <dd>{r.Aufbewahrungsfristen || '—'}</dd>
          </dl>
        </section>
      ))}
    </div>
  );
}
