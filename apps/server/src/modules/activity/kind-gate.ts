import { isOpenKind, kindNotOpenMessage } from '@app/contract';
import { AppError } from '../../platform/errors.js';

/** Refuses creating or paying for a kind that does not run yet, before anything is written. */
export const requireOpenKind = (kind: number) => {
  if (!isOpenKind(kind)) throw new AppError('ACTIVITY_KIND_NOT_OPEN', kindNotOpenMessage(kind));
};
