import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { useTranslation } from '@vws/shared/core';

const KNOWN_CODES = ['400', '401', '403', '404', '500', '503'];

const ICONS: Record<string, string> = {
  '403': 'pi pi-lock',
  '404': 'pi pi-search',
  '500': 'pi pi-exclamation-triangle',
  '503': 'pi pi-clock',
};

/** /http-status-code?code=404: a status page with a way home (spec §2). */
export function HttpStatusPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '404';
  const text = KNOWN_CODES.includes(code) ? t(`httpStatus.${code}`) : t('httpStatus.unknown');
  return (
    <section className="flex flex-column align-items-center text-center gap-3 p-5" data-testid="http-status">
      <i className={`${ICONS[code] ?? 'pi pi-info-circle'} text-6xl text-400`} aria-hidden />
      <h1 className="m-0 text-4xl">{t('httpStatus.title', { code })}</h1>
      <p className="m-0 text-700 text-lg">{text}</p>
      <div className="flex gap-2">
        <Button type="button" outlined icon="pi pi-arrow-left" label={t('httpStatus.back')} onClick={() => navigate(-1)} />
        <Link to="/" className="p-button no-underline">
          <i className="pi pi-home mr-2" aria-hidden />
          {t('httpStatus.toHome')}
        </Link>
      </div>
    </section>
  );
}
