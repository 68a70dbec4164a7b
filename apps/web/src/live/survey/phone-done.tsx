import type { DataOf } from '@app/contract';
import type { surveyContract } from '@app/contract/survey';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../components/date-text.js';
import { Panel } from '../kit/live-frame.js';
import { PhoneButton } from '../kit/phone-button.js';
import { PhoneResult } from '../kit/phone-result.js';
import type { SubmitResult } from './phone-form.js';
import './survey-phone.css';

type Standing = DataOf<typeof surveyContract.h5State>;

const Score = ({ score }: { score: number }) => {
  const { t } = useTranslation('liveSurvey');
  return <p className="sv-score">{t('done.score', { score })}</p>;
};

/** The organiser's thank-you page after a submission; another copy when the limit allows one. */
export const SurveyThanks = ({ result, onAgain }: { result: SubmitResult; onAgain: () => void }) => {
  const { t } = useTranslation('liveSurvey');
  const { thank_you: thanks, score, standing } = result;
  return (
    <Panel style={{ marginTop: 48 }}>
      <PhoneResult tone="success" title={thanks.title}>
        {thanks.content && <p className="sv-prose">{thanks.content}</p>}
        {thanks.show_score && score !== null && <Score score={score} />}
        {standing.can_submit && (
          <PhoneButton kind="primary" onClick={onAgain}>
            {t('done.again')}
          </PhoneButton>
        )}
      </PhoneResult>
    </Panel>
  );
};

/** Why the participant cannot submit (already did, daily limit, quota), with their last submission. */
export const SurveySubmitted = ({ standing, scoring }: { standing: Standing; scoring: boolean }) => {
  const { t } = useTranslation('liveSurvey');
  const last = standing.last;
  return (
    <Panel style={{ marginTop: 48 }}>
      <PhoneResult
        tone="info"
        title={standing.message || t('done.submitted')}
        sub={last ? t('done.lastTime', { time: dateText(last.created_at, true) }) : undefined}
      >
        {scoring && last?.score !== null && last?.score !== undefined && <Score score={last.score} />}
      </PhoneResult>
    </Panel>
  );
};
