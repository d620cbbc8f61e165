import { useController } from 'react-hook-form';
import { createDescribedFields, type UseFieldBinding } from '@vws/shared';

/** The shared form kit bound to this module's react-hook-form (useController has the kit's binding shape). */
export const DescribedFields = createDescribedFields(useController as unknown as UseFieldBinding);
