import type { SeedRecord } from '../types';
import { FACILITY_MANAGEMENT_TEMPLATES } from './facility-management';
import { HR_FINANCE_TEMPLATES } from './hr-finance';
import { SALES_MARKETING_IT_TEMPLATES } from './sales-marketing-it';
import { TEMPLATE_APPLICATIONS, TEMPLATE_INFRASTRUCTURE } from './systems';

/** The template register of the demo source "Vorlagen", by level (1 processing activities, 2 applications, 3 infrastructure). */
export const TEMPLATE_LEVELS: [number, SeedRecord[]][] = [
  [1, [...HR_FINANCE_TEMPLATES, ...SALES_MARKETING_IT_TEMPLATES, ...FACILITY_MANAGEMENT_TEMPLATES]],
  [2, TEMPLATE_APPLICATIONS],
  [3, TEMPLATE_INFRASTRUCTURE],
];
