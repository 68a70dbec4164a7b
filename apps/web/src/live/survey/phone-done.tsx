import type { DataOf } from '@app/contract';
import type { surveyContract } from '@app/contract/survey';
import { Button, Result, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Panel } from '../kit/live-frame.js';
import type { SubmitResult } from './phone-form.js';

type Standing = DataOf<typeof surveyContract.h5State>;

const prose = { whiteSpace: 'pre-wrap', margin: 0 } as const;

const Score = ({ score }: { score: number }) => {
  const { t } = useTranslation('liveSurvey');
  return (
    <Typography.Title level={3} style={{ margin: '8px 0' }}>
      {t('done.score', { score })}
    </Typography.Title>
  );
};

/** The organiser's thank-you page after a submission; another copy when the limit allows one. */
export const SurveyThanks = ({ result, onAgain }: { result: SubmitResult; onAgain: () => void }) => {
  const { t } = useTranslation('liveSurvey');
  const { thank_you: thanks, score, standing } = result;
  return (
    <Panel style={{ marginTop: 48 }}>
      <Result
        status="success"
        title={thanks.title}
        subTitle={<Typography.Paragraph style={prose}>{thanks.content}</Typography.Paragraph>}
        extra={[
          thanks.show_score && score !== null && <Score key="score" score={score} />,
          standing.can_submit && (
            <Button key="again" type="primary" size="large" onClick={onAgain}>
              {t('done.again')}
            </Button>
          ),
        ]}
      />
    </Panel>
  );
};

/** Why the participant cannot submit (already did, daily limit, quota), with their last submission. */
export const SurveySubmitted = ({ standing, scoring }: { standing: Standing; scoring: boolean }) => {
  const { t } = useTranslation('liveSurvey');
  const last = standing.last;
  return (
    <Panel style={{ marginTop: 48 }}>
      <Result
        status="info"
        title={standing.message || t('done.submitted')}
        subTitle={last && t('done.lastTime', { time: dayjs(last.created_at).format('YYYY-MM-DD HH:mm') })}
        extra={scoring && last?.score !== null && last?.score !== undefined && <Score score={last.score} />}
      />
    </Panel>
  );
};
