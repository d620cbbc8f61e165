import { useController, type Control, type FieldValues } from 'react-hook-form';
import { createDescribedFields } from './DescribedFields';
import type { FieldBinding } from './types';

/** react-hook-form's useController in the kit's binding shape (the kit's descriptors name fields by string). */
function useFieldBinding(props: { name: string; control: unknown }): FieldBinding {
  return useController({ name: props.name, control: props.control as Control<FieldValues> }) as unknown as FieldBinding;
}

/** The form kit rendered with react-hook-form: `<DescribedFields fields control ... />`. */
export const DescribedFields = createDescribedFields(useFieldBinding);
