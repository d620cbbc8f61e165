import { waitFor } from '@testing-library/react';
import { focusHeadingWhenShown, keepFocusInPage } from './focusManagement';

describe('focus management', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('focuses the new page heading once it appears, when the focus was lost', async () => {
    document.body.innerHTML = '<nav><a href="#">x</a></nav><main id="main"></main>';
    const stop = focusHeadingWhenShown(document);
    const heading = document.createElement('h1');
    heading.textContent = 'Fragen';
    document.getElementById('main')!.append(heading);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    stop();
  });

  it('leaves an autofocused field in the page alone', () => {
    document.body.innerHTML = '<main><h1>Anmelden</h1><input id="email" /></main>';
    document.getElementById('email')!.focus();
    focusHeadingWhenShown(document)();
    expect(document.activeElement?.id).toBe('email');
  });

  it('hands the focus of a removed control to the heading', async () => {
    document.body.innerHTML = '<main><h1>Frage</h1><button id="save">Speichern</button></main>';
    const stop = keepFocusInPage(document);
    const save = document.getElementById('save')!;
    save.focus();
    save.remove();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(document.activeElement?.tagName).toBe('H1');
    stop();
  });
});

describe('Escape in an option list', () => {
  it('returns the focus to the control that opened it', async () => {
    document.body.innerHTML =
      '<main><h1>Fragen</h1><div class="p-multiselect"><input id="owner" /></div></main><div class="p-multiselect-panel"><input id="search" /></div>';
    const stop = keepFocusInPage(document);
    document.getElementById('owner')!.focus();
    document.getElementById('search')!.focus();
    document.getElementById('search')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.activeElement?.id).toBe('owner');
    stop();
    document.body.innerHTML = '';
  });
});

describe('keepFocusInPage and the save bar (issue 24)', () => {
  it('hands the focus of a Save button disabled while saving to its save bar, not to the heading', async () => {
    document.body.innerHTML = '<main><h1>Eintrag</h1><form><div data-save-bar tabindex="-1"><button type="submit">Speichern</button></div></form></main>';
    const stop = keepFocusInPage(document);
    const save = document.querySelector('button') as HTMLButtonElement;
    save.focus();
    save.blur(); // what a browser does when the focused button is disabled (jsdom keeps the focus there)
    save.disabled = true;
    // The hand-over runs in a timer after the DOM change; a fixed 10 ms wait raced it on a busy CI machine.
    await waitFor(() => expect(document.activeElement).toBe(document.querySelector('[data-save-bar]')));
    stop();
  });
});
