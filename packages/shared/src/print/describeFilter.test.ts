import { describeFilter } from './describeFilter';

describe('describeFilter', () => {
  it('states every active part exactly, quoting free text', () => {
    expect(
      describeFilter([
        { label: 'Status', values: ['kritisch', 'fehlt'] },
        { label: 'Text', text: ' xyz ' },
      ]),
    ).toBe("Status: kritisch, fehlt; Text: 'xyz'");
  });
  it('leaves out parts without a value', () => {
    expect(
      describeFilter([
        { label: 'Status', values: [] },
        { label: 'Text', text: '' },
        { label: 'Gruppe', values: ['Personal'] },
      ]),
    ).toBe('Gruppe: Personal');
    expect(describeFilter([])).toBe('');
  });
});
