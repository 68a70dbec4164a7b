import { type DataOf, keptAnswers, type SurveyQuestion } from '@app/contract';
import { surveyContract } from '@app/contract/survey';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-error.js';
import { Panel } from '../kit/live-frame.js';
import { useLiveMutation } from '../kit/live-hooks.js';
import type { LiveSession } from '../kit/live-screen.js';
import { uploadLive } from '../kit/live-upload.js';
import { PhoneButton } from '../kit/phone-button.js';
import { PhoneProgress } from '../kit/phone-progress.js';
import { useSurveyForm } from './survey-form-state.js';
import { SurveyQuestionField } from './survey-question-field.js';
import { submissionId, surveyDraft } from './survey-storage.js';
import './survey-phone.css';

export type SubmitResult = DataOf<typeof surveyContract.h5Submit>;

type Props = {
  live: LiveSession;
  questions: SurveyQuestion[];
  onSubmitted: (result: SubmitResult) => void;
  /** The server refused the submission for a reason the participant's standing explains (limit, quota). */
  onRefused: () => void;
  onTicketLost: () => void;
};

const maxDuration = 7 * 86_400_000;
const ticketErrors = ['H5_TICKET_INVALID'];
const standingErrors = ['SURVEY_ALREADY_SUBMITTED', 'SURVEY_DAILY_LIMIT', 'SURVEY_QUOTA_FULL'];

/** The questionnaire page by page: header, progress, the page's questions, 上一页/下一页 and 提交 on the last page. */
export const SurveyForm = ({ live, questions, onSubmitted, onRefused, onTicketLost }: Props) => {
  const { t } = useTranslation('liveSurvey');
  const { info, ticket } = live;
  const form = useSurveyForm(info.code, questions);
  const submit = useLiveMutation(surveyContract.h5Submit);
  // A double tap lands before React re-renders the disabled button; this catches the second tap.
  const sending = useRef(false);

  const send = () => {
    if (sending.current || !form.checkAll()) return;
    sending.current = true;
    const input = {
      ticket,
      submission_id: submissionId.get(info.code),
      answers: keptAnswers(questions, form.answers),
      duration_ms: Math.min(Math.max(Date.now() - form.openedAt, 0), maxDuration),
    };
    submit.mutate(input, {
      onSettled: () => {
        sending.current = false;
      },
      onSuccess: (result) => {
        submissionId.clear(info.code);
        surveyDraft.clear(info.code);
        onSubmitted(result);
      },
      onError: (err) => {
        const name = err instanceof ApiError ? (err.errorName ?? '') : '';
        if (ticketErrors.includes(name)) onTicketLost();
        else if (standingErrors.includes(name)) onRefused();
      },
    });
  };

  const { view } = form;
  const total = view.numbers.size;
  const uploaderOf = (q: SurveyQuestion) => async (file: File) => (await uploadLive(ticket, file, q.accept)).url;
  const percent = total === 0 ? 0 : Math.round((view.answered / total) * 100);
  return (
    <>
      <Panel>
        <h1 id="survey-top" className="ph-title">
          {info.title}
        </h1>
        {info.description && <p className="sv-description">{info.description}</p>}
        <PhoneProgress percent={percent} label={t('form.progress')}>
          <span className="ph-muted">{percent}%</span>
          {form.pageCount > 1 && (
            <span className="ph-muted">{t('form.page', { n: form.pageNumber, total: form.pageCount })}</span>
          )}
        </PhoneProgress>
      </Panel>
      {form.page.map((q) => (
        <Panel key={q.key}>
          <SurveyQuestionField
            question={q}
            value={form.answers[q.key]}
            onChange={(a) => form.setAnswer(q, a)}
            error={form.problems[q.key]}
            uploader={uploaderOf(q)}
            number={view.numbers.get(q.key)}
          />
        </Panel>
      ))}
      <div className="sv-actions">
        {form.hasPrev && (
          <PhoneButton block onClick={form.prev}>
            {t('form.prev')}
          </PhoneButton>
        )}
        {form.isLast ? (
          <PhoneButton kind="primary" block disabled={submit.isPending} onClick={send}>
            {t('form.submit')}
          </PhoneButton>
        ) : (
          <PhoneButton kind="primary" block onClick={form.next}>
            {t('form.next')}
          </PhoneButton>
        )}
      </div>
    </>
  );
};
