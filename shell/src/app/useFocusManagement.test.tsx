import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useFocusManagement } from './useFocusManagement';

let navigate: NavigateFunction;
function Page() {
  useFocusManagement();
  navigate = useNavigate();
  return <h1>Seite</h1>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useFocusManagement', () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    scrollTo.mockClear();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });

  it('opens a newly chosen page at its top', async () => {
    renderAt('/vvt-list/1');
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => navigate('/vvt?cuid=c&id=3'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('leaves the position alone when only the query changes or the user goes back', async () => {
    renderAt('/vvt-list/1');
    await act(async () => navigate('/vvt-list/1?filter=a', { replace: true }));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => navigate('/vvt?id=3'));
    scrollTo.mockClear();
    await act(async () => navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
