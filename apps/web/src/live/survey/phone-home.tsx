import { participantSurveySettingsSchema } from '@app/contract';
import { surveyContract } from '@app/contract/survey';
import { useQueryClient } from '@tanstack/react-query';
import { Result, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-error.js';
import { AntdPhoneTheme } from '../kit/antd-phone-theme.js';
import { Panel } from '../kit/live-frame.js';
import { liveKey, useLiveQuery } from '../kit/live-hooks.js';
import type { LiveSession } from '../kit/live-screen.js';
import { SurveySubmitted, SurveyThanks } from './phone-done.js';
import { type SubmitResult, SurveyForm } from './phone-form.js';
import { logicQuestions } from './survey-pages.js';

type Props = { live: LiveSession; onTicketLost: () => void };

const SurveyScreens = ({ live, onTicketLost }: Props) => {
  const { t } = useTranslation('liveSurvey');
  const client = useQueryClient();
  const state = useLiveQuery(surveyContract.h5State, { ticket: live.ticket });
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
        <Result status="warning" title={state.error.message || t('form.unavailable')} />
      </Panel>
    );
  if (!state.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!settings.success || questions.length === 0)
    return (
      <Panel style={{ marginTop: 48 }}>
        <Result status="warning" title={t('form.unavailable')} />
      </Panel>
    );
  if (!state.data.can_submit) return <SurveySubmitted standing={state.data} scoring={settings.data.scoring} />;
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

/** A survey or sign-up form after joining: fill page by page, submit, thank-you. */
export const SurveyHome = (props: Props) => (
  <AntdPhoneTheme color={props.live.settings.theme.color}>
    <SurveyScreens {...props} />
  </AntdPhoneTheme>
);
