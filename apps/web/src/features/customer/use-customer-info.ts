import { type CustomerInfo, contract } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { endpointKey, useEndpointQuery } from '../../app/api-hooks.js';
import { session } from '../../app/session.js';

export const useCustomerInfo = () => useEndpointQuery(contract.customer.info, {});

/** After a profile save: the page shows the answer, other readers of the profile refetch, the navbar's login copy follows. */
export const useProfileSaved = () => {
  const queryClient = useQueryClient();
  return (info: CustomerInfo) => {
    queryClient.setQueryData(endpointKey(contract.customer.info, {}), info);
    void queryClient.invalidateQueries({ queryKey: [contract.customer.info.path], exact: false, type: 'inactive' });
    const stored = session.get();
    if (stored) session.save({ ...stored, name: info.name, head_img: info.head_img });
  };
};
