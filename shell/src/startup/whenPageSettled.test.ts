import { waitFor } from '@testing-library/react';
import { whenPageSettled } from './whenPageSettled';

describe('whenPageSettled', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('waits while the page says it is busy, and runs once after that', async () => {
    document.body.innerHTML = '<main id="main"><table aria-busy="true"></table></main>';
    const work = jest.fn();
    whenPageSettled(work);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(work).not.toHaveBeenCalled();
    document.querySelector('table')!.setAttribute('aria-busy', 'false');
    await waitFor(() => expect(work).toHaveBeenCalledTimes(1));
    document.querySelector('table')!.setAttribute('aria-busy', 'true');
    document.querySelector('table')!.setAttribute('aria-busy', 'false');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at the latest after its timeout, and not at all once cancelled', async () => {
    document.body.innerHTML = '<main id="main"><div aria-busy="true"></div></main>';
    const late = jest.fn();
    whenPageSettled(late, 50);
    const cancelled = jest.fn();
    whenPageSettled(cancelled, 50)();
    await waitFor(() => expect(late).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cancelled).not.toHaveBeenCalled();
  });
});
