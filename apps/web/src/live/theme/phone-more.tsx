import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import type { LiveSession, Screen } from '../kit/live-screen.js';
import { PhoneButton } from '../kit/phone-button.js';
import { PhoneSpinner } from '../kit/phone-result.js';
import { type MoreAnswers, type MorePage, useMore, useMoreSubmit, useStartQuiz } from './theme-hooks.js';
import './theme-messages.js';

type Question = MorePage['questions'][number];
type Values = Record<string, string[]>;

const initialOf = (page: MorePage): Values =>
  Object.fromEntries(page.questions.map((q) => [String(q.id), page.answers[String(q.id)] ?? []]));

/** Every question answered as a list, unanswered ones empty, as the server takes them. */
const answersOf = (values: Values): MoreAnswers =>
  Object.fromEntries(Object.entries(values).map(([id, v]) => [id, v.filter((s) => s.trim() !== '')]));

type InputProps = { question: Question; value: string[]; onChange: (value: string[]) => void };

/** Radios, checkboxes or a text box by the question's type; every answer is a list, as the server keeps it. */
const QuestionInput = ({ question, value, onChange }: InputProps) => {
  const { t } = useTranslation('liveTheme');
  if (question.type === 'text') {
    return (
      <textarea
        className="ph-input"
        rows={3}
        maxLength={500}
        placeholder={t('more.placeholder')}
        aria-label={question.stem}
        value={value[0] ?? ''}
        onChange={(e) => onChange([e.target.value])}
      />
    );
  }
  const multiple = question.type === 'multiple';
  const toggle = (option: string) =>
    onChange(value.includes(option) ? value.filter((o) => o !== option) : [...value, option]);
  return (
    <div className="ph-stack">
      {question.options.map((option) => (
        <label key={option} className="ph-choice">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={`more-${question.id}`}
            checked={value.includes(option)}
            onChange={() => (multiple ? toggle(option) : onChange([option]))}
          />
          {option}
        </label>
      ))}
    </div>
  );
};

const QuestionLabel = ({ question, n }: { question: Question; n: number }) => {
  const { t } = useTranslation('liveTheme');
  return (
    <legend className="ph-between" style={{ justifyContent: 'flex-start', flexWrap: 'wrap', marginBottom: 8 }}>
      <strong className="ph-text" style={{ margin: 0 }}>{`${n}. ${question.stem}`}</strong>
      <span className="ph-tag">{t(`more.type.${question.type}`)}</span>
    </legend>
  );
};

/**
 * The extra questions. Before the quiz, handing them in starts it (or the video first, if still to be watched);
 * after the quiz, the participant goes back where they came from.
 */
export const MoreScreen = ({ live, back }: { live: LiveSession; back: Screen }) => {
  const { t } = useTranslation('liveTheme');
  const page = useMore(live.ticket);
  const submit = useMoreSubmit(live.ticket);
  const quiz = useStartQuiz(live);
  const title = page.data?.title || t('more.title');
  const bar = <ScreenBar title={title} onBack={() => live.go(back)} />;
  if (!page.data) return page.isError ? bar : <PhoneSpinner label={t('common:loading')} />;
  return (
    <>
      {bar}
      <MoreForm
        page={page.data}
        busy={submit.isPending || quiz.isPending}
        onFinish={(values) =>
          submit.mutate(answersOf(values), {
            onSuccess: () => (page.data?.position === 'before' ? quiz.run() : live.go(back)),
          })
        }
      />
    </>
  );
};

/** The page's intro and questions; a required one left blank says so under it and nothing is sent. */
const MoreForm = ({ page, busy, onFinish }: { page: MorePage; busy: boolean; onFinish: (values: Values) => void }) => {
  const { t } = useTranslation('liveTheme');
  const [values, setValues] = useState(() => initialOf(page));
  const [missing, setMissing] = useState<string[]>([]);
  const send = (e: FormEvent) => {
    e.preventDefault();
    const blank = page.questions
      .filter((q) => q.required && !(values[String(q.id)] ?? []).some((v) => v.trim() !== ''))
      .map((q) => String(q.id));
    setMissing(blank);
    if (blank.length === 0) onFinish(values);
  };
  return (
    <>
      {page.intro && (
        <Panel>
          <p className="ph-text" style={{ margin: 0 }}>
            {page.intro}
          </p>
        </Panel>
      )}
      <Panel>
        <form className="ph-form" onSubmit={send} noValidate>
          {page.questions.map((q, i) => {
            const id = String(q.id);
            return (
              <fieldset key={q.id} className="ph-field" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
                <QuestionLabel question={q} n={i + 1} />
                <QuestionInput
                  question={q}
                  value={values[id] ?? []}
                  onChange={(value) => {
                    setValues({ ...values, [id]: value });
                    setMissing(missing.filter((m) => m !== id));
                  }}
                />
                {missing.includes(id) && (
                  <p className="ph-error" role="alert">
                    {t('more.required')}
                  </p>
                )}
              </fieldset>
            );
          })}
          <PhoneButton kind="primary" type="submit" block busy={busy}>
            {t('more.submit')}
          </PhoneButton>
        </form>
      </Panel>
    </>
  );
};
