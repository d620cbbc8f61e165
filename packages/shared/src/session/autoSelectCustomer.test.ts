import { autoSelectCustomer } from './autoSelectCustomer';

const muster = { customer_uid: 'c-muster', name: 'Muster GmbH' };
const beispiel = { customer_uid: 'c-beispiel', name: 'Beispiel AG' };

describe('autoSelectCustomer (spec §4)', () => {
  it('keeps the current customer while the user may still select it', () => {
    expect(autoSelectCustomer([muster, beispiel], 'c-beispiel', 'c-muster')).toBe(beispiel);
  });

  it('takes the only customer when the current one is gone', () => {
    expect(autoSelectCustomer([muster], 'c-weg', 'c-beispiel')).toBe(muster);
    expect(autoSelectCustomer([muster], null, null)).toBe(muster);
  });

  it('falls back to the stored customer database among several', () => {
    expect(autoSelectCustomer([muster, beispiel], null, 'c-beispiel')).toBe(beispiel);
    expect(autoSelectCustomer([muster, beispiel], 'c-weg', 'c-beispiel')).toBe(beispiel);
  });

  it('selects none when nothing decides among several, or the list is empty', () => {
    expect(autoSelectCustomer([muster, beispiel], null, null)).toBeNull();
    expect(autoSelectCustomer([muster, beispiel], undefined, 'c-weg')).toBeNull();
    expect(autoSelectCustomer([], 'c-muster', 'c-muster')).toBeNull();
  });
});
