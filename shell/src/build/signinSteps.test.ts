import { stepScripts } from '../../../scripts/rspack/signin-prerender.mjs';

describe("the sign-in page's start-up steps (scripts/rspack/signin-prerender.mjs)", () => {
  it('loads the JavaScript of every step-* chunk group beside the page script, once each, and nothing else', () => {
    const compilation = {
      chunkGroups: [
        { name: 'signin', chunks: [{ files: new Set(['signin-signin.1.js', 'signin-signin.1.css']) }] },
        { name: 'step-texts', chunks: [{ files: new Set(['signin-step-texts.2.js']) }] },
        { name: 'step-react', chunks: [{ files: new Set(['signin-step-react.3.js']) }, { files: new Set(['signin-step-texts.2.js']) }] },
        { name: 'step-form', chunks: [{ files: new Set(['signin-step-form.4.js', 'signin-step-form.4.css']) }] },
        // The English texts load on demand, only for an English page.
        { name: null, chunks: [{ files: new Set(['signin-122.5.js']) }] },
      ],
    };
    expect(stepScripts(compilation)).toEqual(['/signin-step-texts.2.js', '/signin-step-react.3.js', '/signin-step-form.4.js']);
  });
});
