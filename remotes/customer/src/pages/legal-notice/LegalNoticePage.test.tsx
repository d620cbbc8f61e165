import { screen } from '@testing-library/react';
import { masterData, renderPage, stopFakeServer } from '../../testing/renderPage';
import { LegalNoticePage } from './LegalNoticePage';

afterEach(() => stopFakeServer());

const answer = (data: object) => () => ({ status: 200, body: { masterData: { ...masterData, ...data } } });

describe('LegalNoticePage', () => {
  it('renders the Impressum from the master data', async () => {
    renderPage(<LegalNoticePage />, answer({}), { permissions: ['VWS_Select'] });
    expect(await screen.findByText('Muster GmbH')).toBeInTheDocument();
    expect(screen.getByText('80331 München')).toBeInTheDocument();
    expect(screen.getByText('Amtsgericht München, HRB 123456')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'dsb@muster.example' })).toHaveAttribute('href', 'mailto:dsb@muster.example');
    expect(screen.queryByTestId('legal-notice-incomplete')).not.toBeInTheDocument();
    expect(screen.queryByText('Stammdaten bearbeiten')).not.toBeInTheDocument();
  });

  it('warns when required details are missing and offers the edit link with the permission', async () => {
    renderPage(<LegalNoticePage />, answer({ telefon: '', dsb_name: '' }), { permissions: ['VWS_Select', 'VWS_MasterData_Edit'] });
    expect(await screen.findByTestId('legal-notice-incomplete')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stammdaten bearbeiten' })).toHaveAttribute('href', '/customer-master-data?cuid=c-muster');
  });

  it('never turns a non-web address into a link', async () => {
    renderPage(<LegalNoticePage />, answer({ website: 'javascript:alert(1)' }), { permissions: ['VWS_Select'] });
    expect(await screen.findByText(/javascript:alert\(1\)/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'javascript:alert(1)' })).not.toBeInTheDocument();
  });
});
