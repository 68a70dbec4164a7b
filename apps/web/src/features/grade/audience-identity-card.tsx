import type { IdentityMode } from '@app/contract';
import { Card, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { IdentityChoice } from '../../components/identity-choice.js';
import { useAudienceIdentity, useSaveAudienceIdentity } from './api.js';

/** 观众身份: who an audience member is, saved as soon as it is picked (it applies to every round open to them). */
export const AudienceIdentityCard = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('grade', { keyPrefix: 'audienceIdentity' });
  const current = useAudienceIdentity(activityId);
  const save = useSaveAudienceIdentity();
  const pick = (identity: IdentityMode) =>
    save.mutate(
      { activity_id: activityId, identity },
      { onSuccess: () => void message.success(t('saved'), toastSeconds) },
    );
  return (
    <Card title={t('title')} size="small" loading={!current.data}>
      <IdentityChoice value={current.data?.identity} onChange={pick} />
    </Card>
  );
};
