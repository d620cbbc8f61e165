import { periodKey, retentionSuggestionsFor } from './retention';

describe('retention suggestions beside a record', () => {
  it('offers the suggestions of spec §1 that fit the record', () => {
    expect(retentionSuggestionsFor({ Name: 'Bewerbermanagement', Gruppe: 'Personal', aufbewahrungsfristen: '' })).toEqual(['applicationData']);
    expect(retentionSuggestionsFor({ Name: 'Personalaktenführung', Gruppe: 'Personal', aufbewahrungsfristen: 'Abmahnungen 3 Jahre' })).toEqual([
      'warnings',
      'personnelFiles',
    ]);
    expect(retentionSuggestionsFor({ Name: 'Newsletter', Gruppe: 'Marketing', aufbewahrungsfristen: '' })).toEqual([]);
    expect(periodKey('applicationData')).toBe('m6');
    expect(periodKey('personnelFiles')).toBe('y10');
  });
});
