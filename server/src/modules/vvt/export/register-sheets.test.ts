import type { VvtViewer } from '../queries/access';
import { controllerLines, registerExportSheets } from './register-sheets';

const viewer: VvtViewer = {
  userUid: 'u-1',
  canViewAll: true,
  canEditAll: false,
  canEditAssigned: false,
  isDefaultAssignee: false,
  mayWriteProtectedFields: false,
  mayEditMappings: false,
};

describe('register export sheets', () => {
  it('puts the controller first and the recipients after the level sheets, only for a caller who may see data transfers', () => {
    const names = (seesTransfers: boolean) => registerExportSheets({ customerName: 'Muster GmbH', viewer, seesTransfers }).map((s) => s.name.en);
    expect(names(true).slice(0, 5)).toEqual(['RoPA controller', 'RoPA processing activities', 'RoPA applications', 'RoPA infrastructure', 'RoPA recipients']);
    expect(names(false)).not.toContain('RoPA recipients');
    expect(names(false)).toHaveLength(names(true).length - 1);
  });

  it('writes the controller block as lines, a representative only where one is named', () => {
    const person = { name: '', anschrift: '', email: '', telefon: '' };
    const block = {
      name: 'Muster GmbH',
      anschrift: 'Hauptstraße 1, 50667 Köln',
      telefon: '',
      email: 'info@muster.example',
      geschaeftsfuehrung: 'Max Muster',
      ansprechpartner: '',
      ansprechpartner_email: '',
      vertreter: person,
      dsb: { ...person, name: 'Dana Schulz', firma: 'Extern GmbH', email: 'dsb@extern.example' },
    };
    expect(controllerLines(block, 'en')).toEqual([
      { Angabe: 'Controller', Wert: 'Muster GmbH, Hauptstraße 1, 50667 Köln, info@muster.example' },
      { Angabe: expect.any(String), Wert: 'Max Muster' },
      { Angabe: expect.stringContaining('Art. 27'), Wert: expect.stringMatching(/not required/i) },
      { Angabe: expect.any(String), Wert: 'Dana Schulz, Extern GmbH, dsb@extern.example' },
    ]);
    expect(controllerLines({ ...block, vertreter: { ...person, name: 'EU Rep Ltd', anschrift: 'Dublin' } }, 'de')[2]!.Wert).toBe('EU Rep Ltd, Dublin');
  });
});
