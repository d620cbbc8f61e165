import { SORTIERUNG_MAX } from '@vws/shared/contract/ordering';
import { AUDIT_PATHS } from '@vws/shared/contract/audit';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addBody, clientFor, type CustomerClient, validQuestion } from '../test/helpers';

let t: TestApp;
let dsb: CustomerClient;
let bearbeiter: CustomerClient;
const api = (path: string) => `/api${path}`;

beforeAll(async () => {
  t = await createTestApp();
  dsb = await clientFor(t, 'dsb@example.com');
  bearbeiter = await clientFor(t, 'bearbeiter@example.com');
}, 60_000);
afterAll(() => t.close(), 60_000);

async function questionCount(client: CustomerClient): Promise<number> {
  return (await client.get(api(AUDIT_PATHS.fragen))).json().auditfragen.length;
}

describe('GET /audit/auditfragen', () => {
  it('lists the seeded questionnaire with aggregated goal and unit ids and the report free text', async () => {
    const res = await dsb.get(api(AUDIT_PATHS.fragen));
    expect(res.statusCode).toBe(200);
    const { auditfragen, textModel } = res.json();
    expect(auditfragen.length).toBeGreaterThanOrEqual(40);
    expect(new Set(auditfragen.map((f: { ID_Themenblock: number }) => f.ID_Themenblock)).size).toBeGreaterThanOrEqual(6);
    expect(auditfragen[0]).toEqual(
      expect.objectContaining({
        Nummer: '1.1',
        SchutzzieleIDs: expect.any(Array),
        OrganisationseinheitenIDs: expect.any(Array),
        Themenblock_Name: expect.any(String),
      }),
    );
    expect(new Set(auditfragen.map((f: { ID_Status: number }) => f.ID_Status)).size).toBeGreaterThanOrEqual(5);
    expect(textModel).toEqual(expect.objectContaining({ key: 'Audit_Freitext', isModified: false, text: expect.stringContaining('Muster GmbH') }));
  });

  it('differs between the demo customers', async () => {
    const beispiel = await clientFor(t, 'multi@example.com', 'Beispiel AG');
    const muster = await questionCount(dsb);
    const other = (await beispiel.get(api(AUDIT_PATHS.fragen))).json().auditfragen.length;
    expect(other).toBeGreaterThanOrEqual(40);
    expect(other).not.toBe(muster);
  });
});

describe('POST /auditedit/auditfrage-add', () => {
  it('creates a question in status 6 with version 1 and records who and when', async () => {
    const before = Date.now();
    const res = await bearbeiter.post(api(AUDIT_PATHS.frageAdd), addBody({ ID_Status: 3, Version: 7 }));
    expect(res.statusCode).toBe(200);
    const id = res.json().newAuditfrageId;
    const detail = (await dsb.get(api(AUDIT_PATHS.frageDetail), { id_frage: id })).json().auditfrage;
    expect(detail).toEqual(
      expect.objectContaining({ ID: id, Nummer: '9.1', ID_Status: 6, Version: 1, Bearbeiter_User_Uid: bearbeiter.user.session.usermodel.user_uid }),
    );
    expect(Date.parse(detail.Bearbeitungsdatum)).toBeGreaterThanOrEqual(before - 1000);
    const relations = (await dsb.get(api(AUDIT_PATHS.frageRelations), { id_frage: id })).json();
    expect(relations.schutzzieleZuFrage).toEqual([{ ID_Schutzziel: 2 }, { ID_Schutzziel: 6 }]);
    expect(relations.organisationseinheitenZuFrage).toEqual([{ ID_Organisationseinheit: 1 }]);
  });

  it.each([
    ['Nummer empty', { Nummer: '  ' }, 'auditfrage.Nummer'],
    ['ID_Themenblock 0', { ID_Themenblock: 0 }, 'auditfrage.ID_Themenblock'],
    ['Fragestellung empty', { Fragestellung: '' }, 'auditfrage.Fragestellung'],
    ['unknown Themenblock', { ID_Themenblock: 424242 }, 'auditfrage.ID_Themenblock'],
    ['invalid ticket link', { Ticket_Link: 'kein link' }, 'auditfrage.Ticket_Link'],
  ])('refuses %s with 400 naming the field and stores nothing', async (_name, change, path) => {
    const count = await questionCount(dsb);
    const res = await dsb.post(api(AUDIT_PATHS.frageAdd), addBody(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation');
    expect(JSON.stringify(res.json().fields)).toContain(path.split('.').pop());
    expect(await questionCount(dsb)).toBe(count);
  });

  it('refuses unknown protection goals and documents without link or file, storing nothing', async () => {
    const count = await questionCount(dsb);
    const badGoal = await dsb.post(api(AUDIT_PATHS.frageAdd), addBody({}, { schutzzieleZuFrage: [{ ID_Schutzziel: 9999 }] }));
    expect(badGoal.statusCode).toBe(400);
    const badDoc = await dsb.post(api(AUDIT_PATHS.frageAdd), addBody({}, { dokumenteZuFrage: [{ ID: -1, Name: 'Ohne Inhalt', Link: '', IsModified: true }] }));
    expect(badDoc.statusCode).toBe(400);
    expect(badDoc.json().fields).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'dokumenteZuFrage.0.Link', code: 'linkOrFileRequired' })]));
    expect(await questionCount(dsb)).toBe(count);
  });

  it.each(['\u200b', '\u200c\u2060\ufeff', '\u00a0'])('refuses a document named only %j with 400 required at its name, storing nothing', async (Name) => {
    const count = await questionCount(dsb);
    const res = await dsb.post(
      api(AUDIT_PATHS.frageAdd),
      addBody({}, { dokumenteZuFrage: [{ ID: -1, Name, Link: 'https://example.com/a.pdf', IsModified: true }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ path: 'dokumenteZuFrage.0.Name', code: 'required', message: expect.any(String) }]);
    expect(await questionCount(dsb)).toBe(count);
  });
});

describe('numbers, packages and sort order are owned by the server', () => {
  it('refuses a question number that is taken (case and spaces aside), naming the field, storing nothing', async () => {
    const first = await dsb.post(api(AUDIT_PATHS.frageAdd), addBody({ Nummer: 'DUP-1' }));
    expect(first.statusCode).toBe(200);
    const count = await questionCount(dsb);
    const again = await dsb.post(api(AUDIT_PATHS.frageAdd), addBody({ Nummer: ' dup-1 ' }));
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual([{ path: 'auditfrage.Nummer', code: 'duplicateNummer', message: expect.any(String) }]);
    expect(await questionCount(dsb)).toBe(count);
  });

  it('ignores the package a client sends and puts a question without sort order last', async () => {
    const list = (await dsb.get(api(AUDIT_PATHS.fragen))).json().auditfragen as { Sortierung: number }[];
    const last = Math.max(...list.map((f) => f.Sortierung));
    const res = await dsb.post(api(AUDIT_PATHS.frageAdd), addBody({ ID_Paket: 77, Sortierung: null }));
    const detail = (await dsb.get(api(AUDIT_PATHS.frageDetail), { id_frage: res.json().newAuditfrageId })).json().auditfrage;
    expect(detail.ID_Paket).toBe(1);
    expect(detail.Sortierung).toBe(last + 10);
  });

  it('refuses a sort order above the bounded range, so a new question always fits after the highest one', async () => {
    const huge = await dsb.post(api(AUDIT_PATHS.frageAdd), addBody({ Sortierung: 2147483647 }));
    expect(huge.statusCode).toBe(400);
    const top = await dsb.post(api(AUDIT_PATHS.frageAdd), addBody({ Sortierung: SORTIERUNG_MAX }));
    expect(top.statusCode).toBe(200);
    const next = await dsb.post(api(AUDIT_PATHS.frageAdd), addBody({ Sortierung: null }));
    expect(next.statusCode).toBe(200);
    const detail = (await dsb.get(api(AUDIT_PATHS.frageDetail), { id_frage: next.json().newAuditfrageId })).json().auditfrage;
    expect(detail.Sortierung).toBe(SORTIERUNG_MAX);
  });

  it('keeps the stored sort order when an update leaves it empty', async () => {
    const id = (await dsb.post(api(AUDIT_PATHS.frageAdd), addBody({ Sortierung: 4711 }))).json().newAuditfrageId;
    const { auditfrage } = (await dsb.get(api(AUDIT_PATHS.frageDetail), { id_frage: id })).json();
    const res = await dsb.put(api(AUDIT_PATHS.frageUpdate), { ...addBody(), auditfrage: { ...auditfrage, Sortierung: null, ID_Paket: 5 } });
    expect(res.statusCode).toBe(200);
    const after = (await dsb.get(api(AUDIT_PATHS.frageDetail), { id_frage: id })).json().auditfrage;
    expect(after).toMatchObject({ Sortierung: 4711, ID_Paket: 1 });
  });

  it('refuses oversized arrays (70,000 protection goals, 1,000 documents) with 400, storing nothing', async () => {
    const count = await questionCount(dsb);
    const goals = Array.from({ length: 70_000 }, () => ({ ID_Schutzziel: 1 }));
    const docs = Array.from({ length: 1000 }, (_, i) => ({ ID: -i - 1, Name: `Dokument ${i}`, Link: 'https://example.com', IsModified: true }));
    for (const relations of [{ schutzzieleZuFrage: goals }, { dokumenteZuFrage: docs }]) {
      const res = await dsb.post(api(AUDIT_PATHS.frageAdd), addBody({}, relations));
      expect(res.statusCode).toBe(400);
    }
    expect(await questionCount(dsb)).toBe(count);
  });

  it.each([
    ['a NUL character', { Fragestellung: 'a\u0000b' }],
    ['only invisible characters as number', { Nummer: '\u200b\u200b' }],
    ['a javascript: link', { Ticket_Link: 'javascript:alert(1)' }],
    ['a sort order beyond int4', { Sortierung: 2147483648 }],
  ])('refuses %s with 400, storing nothing', async (_name, change) => {
    const count = await questionCount(dsb);
    const res = await dsb.post(api(AUDIT_PATHS.frageAdd), addBody(JSON.parse(JSON.stringify(change))));
    expect(res.statusCode).toBe(400);
    expect(await questionCount(dsb)).toBe(count);
  });
});

describe('PUT /auditedit/auditfrage-update', () => {
  async function createQuestion(): Promise<number> {
    return (await dsb.post(api(AUDIT_PATHS.frageAdd), addBody())).json().newAuditfrageId;
  }
  const updateBody = (id: number, version: number, change: Record<string, unknown> = {}, forceUpdate = false) => ({
    ...addBody({ ID: id, Version: version, ...change }),
    forceUpdate,
  });

  it('stores the change, raises the version and records the editor', async () => {
    const id = await createQuestion();
    const res = await bearbeiter.put(api(AUDIT_PATHS.frageUpdate), updateBody(id, 1, { Fragestellung: 'Geändert?', ID_Status: 2 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ itemHasBeenChanged: false, Version: 2 });
    const detail = (await dsb.get(api(AUDIT_PATHS.frageDetail), { id_frage: id })).json().auditfrage;
    expect(detail).toEqual(
      expect.objectContaining({ Fragestellung: 'Geändert?', ID_Status: 2, Version: 2, Bearbeiter_User_Uid: bearbeiter.user.session.usermodel.user_uid }),
    );
  });

  it('answers 409 itemHasBeenChanged for a stale version and stores nothing, unless forceUpdate', async () => {
    const id = await createQuestion();
    expect((await dsb.put(api(AUDIT_PATHS.frageUpdate), updateBody(id, 1, { Fragestellung: 'Erste Änderung?' }))).statusCode).toBe(200);
    const stale = await bearbeiter.put(api(AUDIT_PATHS.frageUpdate), updateBody(id, 1, { Fragestellung: 'Veraltet?' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(expect.objectContaining({ error: 'itemHasBeenChanged', itemHasBeenChanged: true }));
    let detail = (await dsb.get(api(AUDIT_PATHS.frageDetail), { id_frage: id })).json().auditfrage;
    expect(detail).toEqual(expect.objectContaining({ Fragestellung: 'Erste Änderung?', Version: 2 }));

    const forced = await bearbeiter.put(api(AUDIT_PATHS.frageUpdate), updateBody(id, 1, { Fragestellung: 'Überschrieben?' }, true));
    expect(forced.statusCode).toBe(200);
    detail = (await dsb.get(api(AUDIT_PATHS.frageDetail), { id_frage: id })).json().auditfrage;
    expect(detail).toEqual(expect.objectContaining({ Fragestellung: 'Überschrieben?', Version: 3 }));
  });

  it('refuses invalid input with 400 and keeps the stored question', async () => {
    const id = await createQuestion();
    const res = await dsb.put(api(AUDIT_PATHS.frageUpdate), updateBody(id, 1, { Fragestellung: '' }));
    expect(res.statusCode).toBe(400);
    const detail = (await dsb.get(api(AUDIT_PATHS.frageDetail), { id_frage: id })).json().auditfrage;
    expect(detail).toEqual(expect.objectContaining({ Fragestellung: validQuestion().Fragestellung, Version: 1 }));
  });

  it('answers 404 for an unknown question', async () => {
    expect((await dsb.put(api(AUDIT_PATHS.frageUpdate), updateBody(987654, 1))).statusCode).toBe(404);
  });
});

describe('documents', () => {
  const pdf = Buffer.from('%PDF-1.4 Nachweis Schulung').toString('base64');

  it('stores links and uploaded files, downloads files, and saves only modified or deleted ones', async () => {
    const created = await dsb.post(
      api(AUDIT_PATHS.frageAdd),
      addBody(
        {},
        {
          dokumenteZuFrage: [
            { ID: -1, Name: 'Leitlinie', Link: 'https://intranet.example/leitlinie', IsModified: true },
            { ID: -2, Name: 'Nachweis', Dateiname: 'nachweis.pdf', Mimetype: 'application/pdf', Inhalt_Base64: pdf, IsModified: true },
          ],
        },
      ),
    );
    expect(created.statusCode).toBe(200);
    const id = created.json().newAuditfrageId;
    const docs = (await dsb.get(api(AUDIT_PATHS.frageRelations), { id_frage: id })).json().dokumenteZuFrage;
    expect(docs).toEqual([
      expect.objectContaining({ Name: 'Leitlinie', Link: 'https://intranet.example/leitlinie', hasFile: false }),
      expect.objectContaining({ Name: 'Nachweis', Dateiname: 'nachweis.pdf', hasFile: true, Groesse: 26 }),
    ]);

    const download = await dsb.get(api(AUDIT_PATHS.dokument), { id_dokument: docs[1].ID });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('nachweis.pdf');
    expect(download.body).toBe('%PDF-1.4 Nachweis Schulung');

    // An unmodified entry with a changed name is not sent as modified: it must stay as stored.
    const update = await dsb.put(api(AUDIT_PATHS.frageUpdate), {
      ...addBody({ ID: id, Version: 1 }),
      dokumenteZuFrage: [
        { ...docs[0], Name: 'nicht gesendet', IsModified: false },
        { ...docs[1], IsDeleted: true },
        { ID: -5, Name: 'Neu', Link: 'https://example.org/neu', IsModified: true },
      ],
    });
    expect(update.statusCode).toBe(200);
    const after = (await dsb.get(api(AUDIT_PATHS.frageRelations), { id_frage: id })).json().dokumenteZuFrage;
    expect(after.map((d: { Name: string }) => d.Name)).toEqual(['Leitlinie', 'Neu']);
  });

  it('refuses a file that is not base64', async () => {
    const res = await dsb.post(
      api(AUDIT_PATHS.frageAdd),
      addBody({}, { dokumenteZuFrage: [{ ID: -1, Name: 'Kaputt', Inhalt_Base64: 'kein base64!', IsModified: true }] }),
    );
    expect(res.statusCode).toBe(400);
  });

  it('refuses a file larger than 10 MB', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 1).toString('base64');
    const res = await dsb.post(
      api(AUDIT_PATHS.frageAdd),
      addBody({}, { dokumenteZuFrage: [{ ID: -1, Name: 'Zu groß', Inhalt_Base64: big, IsModified: true }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ code: 'fileTooLarge' })]);
  });
});

describe('DELETE /auditedit/auditfrage-delete', () => {
  it('deletes the question with its relations; a second delete answers 404', async () => {
    const id = (await dsb.post(api(AUDIT_PATHS.frageAdd), addBody())).json().newAuditfrageId;
    expect((await dsb.delete(api(AUDIT_PATHS.frageDelete), { IdFrage: id })).statusCode).toBe(200);
    expect((await dsb.get(api(AUDIT_PATHS.frageDetail), { id_frage: id })).statusCode).toBe(404);
    expect((await dsb.get(api(AUDIT_PATHS.frageRelations), { id_frage: id })).statusCode).toBe(404);
    expect((await dsb.delete(api(AUDIT_PATHS.frageDelete), { IdFrage: id })).statusCode).toBe(404);
  });

  it('refuses a body without IdFrage', async () => {
    expect((await dsb.delete(api(AUDIT_PATHS.frageDelete), {})).statusCode).toBe(400);
  });
});

describe('GET /audit/auditfrage-detail', () => {
  it('answers 400 for a missing or malformed id_frage and 404 for an unknown one', async () => {
    expect((await dsb.get(api(AUDIT_PATHS.frageDetail))).statusCode).toBe(400);
    expect((await dsb.get(api(AUDIT_PATHS.frageDetail), { id_frage: 'abc' })).statusCode).toBe(400);
    expect((await dsb.get(api(AUDIT_PATHS.frageDetail), { id_frage: 123456 })).statusCode).toBe(404);
  });
});
