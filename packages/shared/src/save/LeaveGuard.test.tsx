import '../api/testing/fetchPolyfill';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router-dom';
import { i18n } from '../i18n';
import { useLeaveGuard } from './LeaveGuard';

beforeEach(() => i18n.changeLanguage('de'));

function Editor() {
  const [dirty, setDirty] = useState(false);
  const leave = useLeaveGuard(dirty);
  return (
    <>
      {leave.element}
      <button type="button" onClick={() => setDirty(true)}>
        ändern
      </button>
      <Link to="/other">weg</Link>
    </>
  );
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderInDataRouter() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <Editor />
          <Where />
        </>
      ),
    },
    { path: '/other', element: <Where /> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('useLeaveGuard in the data router of the shell', () => {
  it('lets the user leave freely without changes', async () => {
    const user = userEvent.setup();
    renderInDataRouter();
    await user.click(screen.getByRole('link', { name: 'weg' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/other'));
  });

  it('asks before leaving with unsaved changes; stay keeps the page, leave goes', async () => {
    const user = userEvent.setup();
    renderInDataRouter();
    await user.click(screen.getByRole('button', { name: 'ändern' }));
    await user.click(screen.getByRole('link', { name: 'weg' }));
    expect(await screen.findByText('Ungespeicherte Änderungen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bleiben' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/');
    await user.click(screen.getByRole('link', { name: 'weg' }));
    await user.click(await screen.findByRole('button', { name: 'Verlassen' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/other'));
  });

  it('focuses "Bleiben", so Enter keeps the page', async () => {
    const user = userEvent.setup();
    renderInDataRouter();
    await user.click(screen.getByRole('button', { name: 'ändern' }));
    await user.click(screen.getByRole('link', { name: 'weg' }));
    const stay = await screen.findByRole('button', { name: 'Bleiben' });
    await waitFor(() => expect(stay).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Ungespeicherte Änderungen')).not.toBeInTheDocument());
    expect(screen.getByTestId('where')).toHaveTextContent('/');
  });

  it('warns the browser before the tab closes with unsaved changes', async () => {
    const user = userEvent.setup();
    renderInDataRouter();
    await user.click(screen.getByRole('button', { name: 'ändern' }));
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
