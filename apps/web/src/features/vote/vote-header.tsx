import { DesktopOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SurveyFormSwitch } from '../../components/survey-form-switch.js';
import { useVoteSite } from './api.js';

type Props = { activityId: number; link: string };

/** Above the vote's tabs: the activity's form, the way to the big screen and the participants' address to copy. */
export const VoteHeader = ({ activityId, link }: Props) => {
  const { t } = useTranslation('vote');
  const site = useVoteSite(activityId);
  // Once votes exist the server refuses another form; say so before the organiser tries.
  const locked = (site.data?.totals.votes ?? 0) > 0;
  // The server gives a path on this site; participants need the whole address.
  const url = `${window.location.origin}${link}`;
  return (
    <Card size="small">
      <Flex gap={16} align="center" wrap justify="space-between">
        <SurveyFormSwitch activityId={activityId} form="vote" locked={locked} />
        <Flex gap={8} align="center" wrap>
          <Typography.Text type="secondary">{t('participantLink')}</Typography.Text>
          <Typography.Link href={url} target="_blank" rel="noopener noreferrer" copyable={{ text: url }}>
            {url}
          </Typography.Link>
        </Flex>
        <Button
          icon={<DesktopOutlined />}
          href={`/activity/voteScreen?activity_id=${activityId}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('openScreen')}
        </Button>
      </Flex>
    </Card>
  );
};
