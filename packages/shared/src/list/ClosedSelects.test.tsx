import { render } from '@testing-library/react';
import i18next from 'i18next';
import { locale } from 'primereact/api';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { followLanguageInPrimeReact } from '../ui/primeLocale';
import { ClosedDropdown, ClosedMultiSelect } from './ClosedSelects';

const COMPARED_ATTRIBUTES = ['id', 'role', 'tabindex', 'type', 'readonly', 'aria-label', 'aria-haspopup', 'aria-expanded'];

/** An element's markup as the eye and assistive technology meet it: tags, class sets, the attributes above, texts and input values. */
function shape(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
  if (!(node instanceof Element)) return '';
  const classes = [...node.classList].sort().join('.');
  const attributes = COMPARED_ATTRIBUTES.filter((name) => node.hasAttribute(name)).map((name) => `${name}=${node.getAttribute(name)}`);
  if (node instanceof HTMLInputElement) attributes.push(`value=${node.value}`);
  const children = node.tagName === 'svg' ? '' : [...node.childNodes].map(shape).join(',');
  return `${node.tagName.toLowerCase()}.${classes}[${attributes.join(' ')}](${children})`;
}

const OPTIONS = [
  { value: 1, label: 'Art. 6 Abs. 1 lit. a' },
  { value: 2, label: 'Art. 6 Abs. 1 lit. b' },
  { value: 3, label: 'Art. 6 Abs. 1 lit. f' },
];
const noop = () => undefined;

let stopFollowing: () => void;
beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'de', resources: {} });
  stopFollowing = followLanguageInPrimeReact(instance);
});
afterAll(() => {
  stopFollowing();
  locale('en');
});

describe('closed selects draw as PrimeReact draws its closed Dropdown and MultiSelect', () => {
  it.each([
    ['a chosen value', 2],
    ['the first value', 1],
  ])('Dropdown with %s', (_name, value) => {
    const real = render(<Dropdown inputId="real" className="x" value={value} options={OPTIONS} onChange={noop} />).container.firstElementChild!;
    const closed = render(<ClosedDropdown inputId="real" className="x" value={value} options={OPTIONS} onOpen={noop} opening={false} />).container
      .firstElementChild!;
    expect(shape(closed)).toBe(shape(real));
  });

  it.each([
    ['no choice (placeholder)', [] as number[], undefined],
    ['two choices as chips', [1, 3], 2],
    ['more choices than chips (a count)', [1, 2, 3], 2],
    ['chips without a limit', [1, 2, 3], undefined],
  ])('MultiSelect with %s', (_name, value, maxSelectedLabels) => {
    const props = {
      inputId: 'real',
      className: 'x',
      value,
      options: OPTIONS,
      onChange: noop,
      placeholder: 'Alle',
      display: 'chip',
      maxSelectedLabels,
    } as const;
    const real = render(<MultiSelect {...props} />).container.firstElementChild!;
    const closed = render(<ClosedMultiSelect {...props} onOpen={noop} opening={false} />).container.firstElementChild!;
    expect(shape(closed)).toBe(shape(real));
  });

  it('counts in German', () => {
    const { container } = render(
      <ClosedMultiSelect
        inputId="c"
        className="x"
        value={[1, 2, 3]}
        options={OPTIONS}
        onChange={noop}
        display="chip"
        maxSelectedLabels={2}
        onOpen={noop}
        opening={false}
      />,
    );
    expect(container.querySelector('.p-multiselect-label')).toHaveTextContent('3 ausgewählt');
  });
});
