/** @vws/shared/print: the print frame of reports, their filter line and free texts. */
export * from '../print';
export * from '../ui/FreeTextBlock';
