import { balanceKindSchema } from '@app/contract';
import { useSearchParams } from 'react-router';

/** The balance a link preselects with `?kind=`; undefined when absent or unknown. */
export const useKindParam = () => {
  const [params] = useSearchParams();
  return balanceKindSchema.safeParse(params.get('kind')).data;
};
