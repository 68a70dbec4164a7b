import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTrialLimit } from './api.js';

/** The free trial's limits: drafts in use of those allowed, and the participants each draft may take. */
export const TrialNote = () => {
  const { t } = useTranslation('activity');
  const limit = useTrialLimit().data;
  if (!limit) return null;
  const full = limit.drafts_used >= limit.drafts;
  return (
    <Alert
      type={full ? 'warning' : 'info'}
      showIcon
      title={t('trialNote', { used: limit.drafts_used, limit: limit.drafts, participants: limit.participants })}
      description={full ? t('trialFull') : undefined}
    />
  );
};
