import { customerContract } from '@app/contract/customer';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../app/api-client.js';
import { useSession } from '../../app/session.js';

/** Spec section 3: the profile's agent_property (defaults to 1), kept in local storage. */
export const agentPropertyKey = 'AGENT_PROPERTY';

export const readAgentProperty = () => Number(localStorage.getItem(agentPropertyKey) ?? 1) || 1;

/** After a login, reads the profile once per token and stores its agent property. */
export const useAgentPropertySync = () => {
  const token = useSession()?.token ?? '';
  const profile = useQuery({
    queryKey: [customerContract.info.path, token],
    queryFn: () => callApi(customerContract.info, {}),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
  const agentProperty = profile.data?.agent_property;
  useEffect(() => {
    if (agentProperty !== undefined) localStorage.setItem(agentPropertyKey, String(agentProperty));
  }, [agentProperty]);
};
