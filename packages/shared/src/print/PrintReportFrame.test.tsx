import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createPortalStore } from '../api/store';
import { PrintReportFrame } from './PrintReportFrame';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderReport(initialEntries: string[]) {
  render(
    <Provider store={createPortalStore()}>
      <MemoryRouter initialEntries={initialEntries}>
        <Routes>
          <Route
            path="/report"
            element={
              <PrintReportFrame title="Listenbericht" closeTo="/customer?cuid=c-muster">
                rows
              </PrintReportFrame>
            }
          />
          <Route path="*" element={<Link to="/report">open report</Link>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Provider>,
  );
}

describe('PrintReportFrame close (spec §2: back, or /customer)', () => {
  it('goes to /customer when the report was the first page of the portal (a deep link, the start after sign-in)', () => {
    // The browser's history has the sign-in form behind the report; the portal's own history does not.
    window.history.pushState({}, '', '/signin');
    window.history.pushState({}, '', '/report');
    renderReport(['/report']);
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/customer?cuid=c-muster');
  });

  it('goes back to the portal page that opened the report', () => {
    renderReport(['/datenweitergaben?cuid=c-muster']);
    fireEvent.click(screen.getByRole('link', { name: 'open report' }));
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/datenweitergaben?cuid=c-muster');
  });
});
