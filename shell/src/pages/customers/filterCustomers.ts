import type { Customer } from '@vws/shared/core';

/** Case-insensitive substring match on the name (spec §5 "Filters are case-insensitive substring matches"). */
export function filterCustomers(customers: readonly Customer[], filter: string): Customer[] {
  const needle = filter.trim().toLocaleLowerCase();
  const sorted = [...customers].sort((a, b) => a.name.localeCompare(b.name, 'de'));
  return needle ? sorted.filter((customer) => customer.name.toLocaleLowerCase().includes(needle)) : sorted;
}
