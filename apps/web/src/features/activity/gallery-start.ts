import { useNavigate } from 'react-router';
import { useSession } from '../../app/session.js';
import { uiFlags } from '../../app/ui-flags.js';

/**
 * Starting an activity from a gallery: a visitor is asked to log in first (the login popup), an organiser goes
 * to the create page with the kind and, when one was chosen, the template.
 */
export const useGalleryStart = (kind: number) => {
  const navigate = useNavigate();
  const loggedIn = Boolean(useSession()?.token);
  const go = (query: string) => (loggedIn ? navigate(`/activity/addActivity?${query}`) : uiFlags.openLoginPopup());
  return {
    fromTemplate: (templateId: number) => go(`type=${kind}&tpl_id=${templateId}`),
    blank: () => go(`type=${kind}`),
  };
};
