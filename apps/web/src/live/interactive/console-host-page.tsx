import { usePathParam } from '../../app/page-address.js';
import { Console } from './console-page.js';

/** /h5/host/<key>: the console on a phone, opened from the host link, no login needed. */
export const HostLinkConsolePage = () => {
  const key = usePathParam('key');
  return <Console host={{ host_key: key }} organiser={false} />;
};
