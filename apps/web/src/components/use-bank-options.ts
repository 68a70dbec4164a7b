import { questionContract } from '@app/contract/question';
import { useEndpointQuery } from '../app/api-hooks.js';

/** Banks for a question picker: the list endpoints' largest page of my banks or of the public ones. */
export const useBankOptions = (source: 'mine' | 'public') => {
  const mine = useEndpointQuery(questionContract.banks, { page: 1, limit: 100 }, { enabled: source === 'mine' });
  const shared = useEndpointQuery(
    questionContract.publicBanks,
    { page: 1, limit: 100 },
    { enabled: source === 'public' },
  );
  return source === 'mine' ? mine : shared;
};
