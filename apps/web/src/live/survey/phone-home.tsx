import { participantSurveySettingsSchema } from '@app/contract';
import { surveyContract } from '@app/contract/survey';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-error.js';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import { liveKey, useLiveQuery } from '../kit/live-hooks.js';
import type { LiveSession } from '../kit/live-screen.js';
import { PhoneResult, PhoneSpinner } from '../kit/phone-result.js';
import { FeeDue, feeDue, useFeeStatus } from '../mch/index.js';
import { SurveySubmitted, SurveyThanks } from './phone-done.js';
import { type SubmitResult, SurveyForm } from './phone-form.js';
import './survey-messages.js';
import { logicQuestions } from './survey-pages.js';

type Props = { live: LiveSession; onTicketLost: () => void };

/** A survey or sign-up form after joining: fill page by page, submit, thank-you. */
export const SurveyHome = ({ live, onTicketLost }: Props) => {
  const { t } = useTranslation('liveSurvey');
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const state = useLiveQuery(surveyContract.h5State, { ticket: live.ticket });
  const fee = useFeeStatus(live.ticket);
  const settings = useMemo(() => participantSurveySettingsSchema.safeParse(live.info.settings), [live.info.settings]);
  const questions = useMemo(() => logicQuestions(settings.data?.questions ?? []), [settings]);
  const [done, setDone] = useState<SubmitResult | null>(null);
  // Each copy filled is a fresh form: new answers, a new submission id.
  const [copy, setCopy] = useState(0);

  const lost = state.error instanceof ApiError && state.error.errorName === 'H5_TICKET_INVALID';
  useEffect(() => {
    if (lost) onTicketLost();
  }, [lost, onTicketLost]);

  const refreshStanding = () => client.invalidateQueries({ queryKey: liveKey(surveyContract.h5State) });
  const submitted = (result: SubmitResult) => {
    setDone(result);
    void refreshStanding();
  };

  if (done) {
    const again = () => {
      setDone(null);
      setCopy((n) => n + 1);
    };
    return <SurveyThanks result={done} onAgain={again} />;
  }
  if (state.isError)
    return (
      <Panel style={{ marginTop: 48 }}>
        <PhoneResult tone="warning" title={state.error.message || t('form.unavailable')} />
      </Panel>
    );
  if (!state.data || fee.isPending) return <PhoneSpinner label={tc('loading')} />;
  if (!settings.success || questions.length === 0)
    return (
      <Panel style={{ marginTop: 48 }}>
        <PhoneResult tone="warning" title={t('form.unavailable')} />
      </Panel>
    );
  if (!state.data.can_submit) return <SurveySubmitted standing={state.data} scoring={settings.data.scoring} />;
  if (feeDue(fee.data) && fee.data)
    return (
      <>
        <ScreenBar title={live.info.title} />
        <FeeDue ticket={live.ticket} status={fee.data} />
      </>
    );
  return (
    <SurveyForm
      key={copy}
      live={live}
      questions={questions}
      onSubmitted={submitted}
      onRefused={() => void refreshStanding()}
      onTicketLost={onTicketLost}
    />
  );
};
