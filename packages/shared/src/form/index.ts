export * from './types';
export * from './FieldControl';
export * from './DescribedFields';
export * from './serverErrors';
export * from './formBinding';
export * from './FormDialog';
export * from './NumberInput';
export * from './DateTimeField';
