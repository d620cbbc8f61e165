import type { FieldDescriptor, FieldOption } from '@vws/shared/form';
import type { Severity } from '@vws/shared/contract/vvt';
import { Badge } from '../../components/Badge';

/** Select fields whose options are shown as coloured badges (status, damage potential, risk, BCM scales). */
export function withBadges<K extends string>(
  fields: readonly FieldDescriptor<K>[],
  severities: Partial<Record<K, (value: number) => Severity>>,
): FieldDescriptor<K>[] {
  return fields.map((field) => {
    const severity = severities[field.key];
    if (!severity) return field;
    return { ...field, optionTemplate: (option: FieldOption) => <Badge severity={severity(Number(option.value))} label={option.label} /> };
  });
}
