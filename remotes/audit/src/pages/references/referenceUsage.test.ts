import { countReferenceUsage } from './referenceUsage';

const questions = [
  { ID_Themenblock: 1, SchutzzieleIDs: [1, 2], OrganisationseinheitenIDs: [] },
  { ID_Themenblock: 1, SchutzzieleIDs: [2, 2], OrganisationseinheitenIDs: [7] },
];

describe('reference usage', () => {
  it('counts the questions per entry, each question once', () => {
    expect(countReferenceUsage(questions, 'themenbloecke').get(1)).toBe(2);
    expect(countReferenceUsage(questions, 'schutzziele').get(2)).toBe(2);
    expect(countReferenceUsage(questions, 'organisationseinheiten').get(7)).toBe(1);
    expect(countReferenceUsage(questions, 'organisationseinheiten').get(1)).toBeUndefined();
  });
});
