import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { OperatorSettings } from '../config';
import { escapeHtml } from './html';

/**
 * The privacy and legal notices (spec §1) are templates in shell/public/res: each
 * `<span class="placeholder">[…]</span>` is filled from the operator settings (OPERATOR_* variables,
 * the demo operator by default), and the template hint is dropped.
 */
export const NOTICE_FILES = ['privacy_notice_de.html', 'privacy_notice_en.html', 'legal_notice_de.html', 'legal_notice_en.html'] as const;

type Filler = (operator: OperatorSettings) => string;

/** The placeholders of the four templates, German and English, and what fills them. */
const PLACEHOLDERS: Record<string, Filler> = {
  Firma: (o) => o.name,
  Company: (o) => o.name,
  'Rechtsform, z. B. GmbH': (o) => o.legalForm,
  'Legal form, e.g. GmbH': (o) => o.legalForm,
  'Straße Hausnummer': (o) => o.street,
  'Street and number': (o) => o.street,
  'PLZ Ort': (o) => o.postcodeCity,
  'Postcode, city': (o) => o.postcodeCity,
  Land: (o) => o.country,
  Country: (o) => o.country,
  'Vorname Nachname': (o) => o.representative,
  'first name last name': (o) => o.representative,
  Telefon: (o) => o.phone,
  phone: (o) => o.phone,
  'E-Mail': (o) => o.email,
  'e-mail': (o) => o.email,
  Website: (o) => o.website,
  website: (o) => o.website,
  Amtsgericht: (o) => o.registerCourt,
  'local court': (o) => o.registerCourt,
  'HRB 00000': (o) => o.registerNumber,
  DE000000000: (o) => o.vatId,
  'Anschrift wie oben': (o) => `${o.street}, ${o.postcodeCity}`,
  'address as above': (o) => `${o.street}, ${o.postcodeCity}`,
  Datum: (o) => o.noticeDate,
  date: (o) => o.noticeDate,
  'Name des Datenschutzbeauftragten': (o) => o.dpoName,
  'Name of the data protection officer': (o) => o.dpoName,
  'Firma / Anschrift': (o) => `${o.name}, ${o.street}, ${o.postcodeCity}`,
  'Company / address': (o) => `${o.name}, ${o.street}, ${o.postcodeCity}`,
  'E-Mail des Datenschutzbeauftragten': (o) => o.dpoEmail,
  'e-mail of the data protection officer': (o) => o.dpoEmail,
  'Hosting-Anbieter, Sitz': (o) => o.hosting,
  'hosting provider, location': (o) => o.hosting,
  'E-Mail-Dienstleister': (o) => o.mailService,
  'e-mail service provider': (o) => o.mailService,
  'nicht / nur auf Grundlage von Standardvertragsklauseln': () => 'nicht',
  'not transferred / transferred only on the basis of standard contractual clauses': () => 'not transferred',
  Anzahl: () => '30',
  number: () => '30',
  Frist: () => '30 Tagen',
  period: () => '30 days',
  'Name und Anschrift der Aufsichtsbehörde': (o) => o.supervisoryAuthority,
  'name and address of the supervisory authority': (o) => o.supervisoryAuthority,
};

/** Fills a template; an unknown placeholder stays visible as it is (a template edited without this table). */
export function renderNotice(template: string, operator: OperatorSettings): string {
  return template.replace(/<p class="hint">[\s\S]*?<\/p>\s*/g, '').replace(/<span class="placeholder">\[([^\]<]*)\]<\/span>/g, (whole, key: string) => {
    const fill = PLACEHOLDERS[key];
    return fill ? escapeHtml(fill(operator)) : whole;
  });
}

/** GET /res/<notice>.html from the shell's build, filled; before the static files, which it shadows. */
export function registerNotices(app: FastifyInstance, options: { shellDist: string; operator: OperatorSettings }): void {
  for (const file of NOTICE_FILES) {
    app.get(`/res/${file}`, { schema: { hide: true } }, async (_request, reply) => {
      const template = await fs.promises.readFile(path.join(options.shellDist, 'res', file), 'utf8');
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html; charset=utf-8').send(renderNotice(template, options.operator));
    });
  }
}
