import { isOpenKind } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session.js';
import { uiFlags } from '../../app/ui-flags.js';
import { kindLabelKey } from '../../components/activity-kinds.js';

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

/** A kind that does not run yet shows its templates but offers no way to create (and so to pay for) one: why. */
export const useClosedNote = (kind: number) => {
  const { t } = useTranslation('gallery');
  return isOpenKind(kind) ? null : t('common:kindComing.create', { kind: t(kindLabelKey(kind)) });
};
