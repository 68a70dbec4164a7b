import type { CustomerInfo } from '@app/contract';
import { customerContract } from '@app/contract/customer';
import { useQueryClient } from '@tanstack/react-query';
import { endpointKey, useEndpointQuery } from '../../app/api-hooks.js';
import { session } from '../../app/session.js';

export const useCustomerInfo = () => useEndpointQuery(customerContract.info, {});

/** After a profile save: the page shows the answer, other readers of the profile refetch, the navbar's login copy follows. */
export const useProfileSaved = () => {
  const queryClient = useQueryClient();
  return (info: CustomerInfo) => {
    queryClient.setQueryData(endpointKey(customerContract.info, {}), info);
    void queryClient.invalidateQueries({ queryKey: [customerContract.info.path], exact: false, type: 'inactive' });
    const stored = session.get();
    if (stored) session.save({ ...stored, name: info.name, head_img: info.head_img });
  };
};
