import { customerUidQuerySchema } from '@vws/shared/contract/meta';

export const customerQuery = customerUidQuerySchema;
