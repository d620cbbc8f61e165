import { act, render, screen } from '@testing-library/react';
import { renderHook } from '@testing-library/react';
import { PortalToast, MAX_TOASTS } from './PortalToast';
import { showToast } from './toastBus';
import { useToast } from './useToast';

describe('PortalToast (spec §9)', () => {
  it('shows what useToast publishes', async () => {
    render(<PortalToast />);
    const { result } = renderHook(() => useToast());
    act(() => result.current.success('Die Daten wurden gespeichert.', 'Gespeichert'));
    expect(await screen.findByText('Die Daten wurden gespeichert.')).toBeInTheDocument();
    expect(screen.getByText('Gespeichert')).toBeInTheDocument();
  });

  it('shows at most 8 at once, dropping the oldest', async () => {
    render(<PortalToast />);
    act(() => {
      for (let i = 1; i <= 10; i++) showToast({ severity: 'info', detail: `Meldung ${i}` });
    });
    expect(await screen.findByText('Meldung 10')).toBeInTheDocument();
    // leaving toasts animate out; wait until the two oldest are gone
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.queryByText('Meldung 1')).toBeNull();
    expect(screen.queryByText('Meldung 2')).toBeNull();
    expect(screen.getAllByText(/^Meldung \d+$/)).toHaveLength(MAX_TOASTS);
  });

  it('shows messages published before it was mounted', async () => {
    showToast({ severity: 'error', detail: 'Früh gemeldet' });
    render(<PortalToast />);
    expect(await screen.findByText('Früh gemeldet')).toBeInTheDocument();
  });

  it('loads the toast with the first message, not at start-up', async () => {
    const { container } = render(<PortalToast />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.ownerDocument.querySelector('.vws-toast')).toBeNull();
    act(() => showToast({ severity: 'success', detail: 'Erste Meldung' }));
    expect(await screen.findByText('Erste Meldung')).toBeInTheDocument();
    expect(container.ownerDocument.querySelector('.vws-toast')).not.toBeNull();
  });
});
