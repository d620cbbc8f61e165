import { createMappingStaging, type StagedMapping } from './mappings';

/** A data transfer to processing mapping of spec §3. */
interface Zuordnung extends StagedMapping {
  ID_Datenweitergabe: number;
  ID_Verarbeitung: number;
  Ebene_Nr_Verarbeitung: number;
}

const staging = createMappingStaging<Zuordnung>((m) => `${m.ID_Verarbeitung}/${m.Ebene_Nr_Verarbeitung}`);
const stored = (ID: number, ID_Verarbeitung: number, IsDeleted = false): Zuordnung => ({
  ID,
  ID_Datenweitergabe: 7,
  ID_Verarbeitung,
  Ebene_Nr_Verarbeitung: 1,
  IsDeleted,
});
const candidate = (ID_Verarbeitung: number, Ebene_Nr_Verarbeitung = 1) => ({ ID_Datenweitergabe: 7, ID_Verarbeitung, Ebene_Nr_Verarbeitung });

describe('mapping staging (spec §4)', () => {
  const rows = [stored(11, 1), stored(12, 2)];

  it('adds an unknown mapping with ID 0 and sends it', () => {
    const next = staging.add(rows, candidate(3));
    expect(next).toHaveLength(3);
    expect(next[2]).toEqual({ ...candidate(3), ID: 0, IsDeleted: false });
    expect(staging.toSend(next)).toEqual([next[2]]);
    expect(staging.isDirty(next)).toBe(true);
  });

  it('tells mappings apart by the whole key, not by one id', () => {
    const next = staging.add(rows, candidate(1, 2));
    expect(next.map((r) => r.ID)).toEqual([11, 12, 0]);
  });

  it('marks a stored mapping deleted and sends it with its ID', () => {
    const next = staging.remove(rows, '2/1');
    expect(next).toEqual([stored(11, 1), stored(12, 2, true)]);
    expect(staging.toSend(next)).toEqual([stored(12, 2, true)]);
    expect(staging.visible(next)).toEqual([stored(11, 1)]);
    expect(staging.has(next, '2/1')).toBe(false);
  });

  it('clears the deleted flag when a deleted mapping is added again, so nothing is sent', () => {
    const next = staging.add(staging.remove(rows, '2/1'), candidate(2));
    expect(next).toEqual(rows);
    expect(next.find((r) => r.ID === 12)?.IsDeleted).toBe(false);
    expect(staging.toSend(next)).toEqual([]);
    expect(staging.isDirty(next)).toBe(false);
  });

  it('clears the flag of a mapping that arrived deleted from the server as well', () => {
    const next = staging.add([stored(13, 5, true)], candidate(5));
    expect(next).toEqual([stored(13, 5)]);
  });

  it('drops a new mapping that is deleted again, so nothing is sent', () => {
    const next = staging.remove(staging.add(rows, candidate(3)), '3/1');
    expect(next).toEqual(rows);
    expect(staging.toSend(next)).toEqual([]);
  });

  it('does not duplicate a mapping that is already shown', () => {
    expect(staging.add(rows, candidate(1))).toEqual(rows);
    const once = staging.add(rows, candidate(3));
    expect(staging.add(once, candidate(3))).toEqual(once);
  });

  it('sends only new and deleted mappings, never unchanged stored ones', () => {
    let next = staging.add(rows, candidate(3));
    next = staging.remove(next, '1/1');
    next = staging.add(next, candidate(4));
    expect(staging.toSend(next).map((r) => [r.ID, r.ID_Verarbeitung, r.IsDeleted])).toEqual([
      [11, 1, true],
      [0, 3, false],
      [0, 4, false],
    ]);
  });

  it('never changes the array it was given', () => {
    const frozen = Object.freeze(rows.map((r) => Object.freeze({ ...r })));
    expect(() => staging.remove(staging.add(frozen, candidate(9)), '1/1')).not.toThrow();
    expect(frozen[0].IsDeleted).toBe(false);
  });

  it('removing an unknown key changes nothing', () => {
    expect(staging.remove(rows, '99/1')).toEqual(rows);
  });
});
