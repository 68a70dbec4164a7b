import { Button, Flex, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActivityPage } from '../../components/activity-page.js';
import { SurveyFormSwitch } from '../../components/survey-form-switch.js';
import { useSurveyDetail } from './api.js';
import { SurveyBuilder } from './survey-builder.js';

/** /activity/survey?activity_id=: builds a survey or sign-up form's questions, logic and settings. */
export const SurveyPage = () => <ActivityPage>{(activityId) => <SurveySetup activityId={activityId} />}</ActivityPage>;

const SurveySetup = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('survey');
  const detail = useSurveyDetail(activityId);
  if (!detail.data) return <Skeleton active />;
  if (detail.data.settings.form === 'vote') {
    return (
      <Result
        status="info"
        title={t('voteNotice')}
        extra={
          <Flex vertical gap={16} align="center">
            <Link to={`/activity/vote?activity_id=${activityId}`}>
              <Button type="primary">{t('toVote')}</Button>
            </Link>
            <SurveyFormSwitch activityId={activityId} form="vote" locked={detail.data.response_count > 0} />
          </Flex>
        }
      />
    );
  }
  return <SurveyBuilder key={activityId} loaded={detail.data} />;
};
