import { orderContract } from '@app/contract/order';
import { useEndpointQuery } from '../app/api-hooks.js';

/** The site's value-added services on sale: bought on their own page or together with publishing. */
export const useServiceCatalogue = () => useEndpointQuery(orderContract.serviceList, {});
