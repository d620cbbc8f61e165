import type { MasterData } from '@vws/shared/core';
import type { FieldDescriptor } from '@vws/shared/form';

/** The text fields; oeffentliche_stelle (public authority, yes/no) is the one switch. */
export type MasterDataField = Exclude<keyof MasterData, 'Bearbeitungsdatum' | 'Bearbeiter_User_Uid' | 'Version' | 'oeffentliche_stelle'>;
export type MasterDataValues = Record<MasterDataField, string> & { oeffentliche_stelle: boolean };

/** The form's sections, in the order a legal notice reads. */
export const MASTER_DATA_SECTIONS: { id: 'company' | 'controller' | 'representative' | 'dsb' | 'authority'; fields: MasterDataField[] }[] = [
  {
    id: 'company',
    fields: ['name', 'strasse_hausnummer', 'plz', 'ort', 'land', 'telefon', 'email', 'website', 'handelsregister', 'geschaeftsfuehrung'],
  },
  { id: 'controller', fields: ['verantwortlicher_name', 'verantwortlicher_email'] },
  /** Art. 27 GDPR, for a controller not established in the Union; the Art. 30(1)(a) register names it. */
  { id: 'representative', fields: ['vertreter_name', 'vertreter_anschrift', 'vertreter_email', 'vertreter_telefon'] },
  { id: 'dsb', fields: ['dsb_name', 'dsb_firma', 'dsb_email', 'dsb_telefon'] },
  { id: 'authority', fields: ['aufsichtsbehoerde'] },
];

export const MASTER_DATA_FIELDS: MasterDataField[] = MASTER_DATA_SECTIONS.flatMap((section) => section.fields);

/** What a complete Impressum (§ 5 DDG) and the DPO contact need. */
export const LEGAL_NOTICE_REQUIRED: MasterDataField[] = [
  'name',
  'strasse_hausnummer',
  'plz',
  'ort',
  'telefon',
  'email',
  'geschaeftsfuehrung',
  'dsb_name',
  'dsb_email',
];

export function missingLegalNoticeFields(data: Pick<MasterData, MasterDataField>): MasterDataField[] {
  return LEGAL_NOTICE_REQUIRED.filter((field) => !data[field]?.trim());
}

export function emptyMasterData(): Record<MasterDataField, string> {
  return Object.fromEntries(MASTER_DATA_FIELDS.map((field) => [field, ''])) as Record<MasterDataField, string>;
}

/** Only the editable fields, every one a string (the form's default values). */
export function toFormValues(data: Partial<MasterData> | undefined): MasterDataValues {
  const values = emptyMasterData();
  for (const field of MASTER_DATA_FIELDS) values[field] = data?.[field] ?? '';
  return { ...values, oeffentliche_stelle: data?.oeffentliche_stelle ?? false };
}

const MULTILINE: MasterDataField[] = ['aufsichtsbehoerde', 'geschaeftsfuehrung'];
const WIDE: MasterDataField[] = ['name', 'strasse_hausnummer', 'aufsichtsbehoerde', 'geschaeftsfuehrung', 'handelsregister', 'vertreter_anschrift'];
const EMAIL: MasterDataField[] = ['email', 'verantwortlicher_email', 'dsb_email', 'vertreter_email'];

function widgetOf(field: MasterDataField): FieldDescriptor['widget'] {
  if (MULTILINE.includes(field)) return 'textarea';
  if (EMAIL.includes(field)) return 'email';
  return field === 'website' ? 'url' : 'text';
}

/** The master-data form as data for the shared form kit, section by section. */
export const MASTER_DATA_FORM_FIELDS: FieldDescriptor<MasterDataField | 'oeffentliche_stelle'>[] = MASTER_DATA_SECTIONS.flatMap((section) => [
  ...section.fields.map((field): FieldDescriptor<MasterDataField | 'oeffentliche_stelle'> => ({
    key: field,
    label: `masterData.fields.${field}`,
    section: `masterData.sections.${section.id}`,
    widget: widgetOf(field),
    required: field === 'name',
    cols: WIDE.includes(field) ? 12 : 6,
    placeholder: `masterData.placeholders.${field}`,
  })),
  ...(section.id === 'company'
    ? [
        {
          key: 'oeffentliche_stelle',
          label: 'masterData.fields.oeffentliche_stelle',
          section: 'masterData.sections.company',
          widget: 'switch',
          hint: 'masterData.hints.oeffentliche_stelle',
          cols: 12,
        } satisfies FieldDescriptor<'oeffentliche_stelle'>,
      ]
    : []),
]);
