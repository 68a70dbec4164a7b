import type { GradeJudgePage, GradeScore, InputOf } from '@app/contract';
import { gradePhoneContract } from '@app/contract/grade';
import { gradeLimits } from '@app/contract/grade-schemas';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callLive } from '../kit/live-api.js';
import { PhoneAlert } from '../kit/phone-alert.js';
import { PhoneButton } from '../kit/phone-button.js';
import { PhoneField } from '../kit/phone-field.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { type JudgeDraft, judgeDraft } from './judge-draft.js';
import type { JudgeContestant } from './judge-view.js';
import { fullMark, isValidScore, weightedTotal } from './score-math.js';
import { ScoreStepper } from './score-stepper.js';
import './grade-messages.js';
import './grade-phone.css';

type Props = {
  page: GradeJudgePage;
  judgeKey: string;
  contestant: JudgeContestant;
  onSaved: (score: GradeScore) => void;
  /** A refusal: the page reads the server again, as another phone on the same link may have scored meanwhile. */
  onRefused: () => void;
};

/** What the form starts from: this tab's unsent values, else the unlocked score being redone, else nothing. */
const startingDraft = (judgeId: number, contestant: JudgeContestant): JudgeDraft => {
  const kept = judgeDraft.read(judgeId, contestant.id);
  if (kept) return kept;
  const mine = contestant.mine;
  if (!mine || mine.abstained) return { scores: {}, comment: mine?.comment ?? '' };
  return { scores: Object.fromEntries(mine.items.map((i) => [i.item_id, String(i.score)])), comment: mine.comment };
};

/** The scoring sheet's form: a stepper per item, the running weighted total, the comment, 回避 and 提交评分. */
export const ScoreForm = ({ page, judgeKey, contestant, onSaved, onRefused }: Props) => {
  const { t } = useTranslation('liveGrade');
  const { items, round } = page;
  const judgeId = page.judge.id;
  const [draft, setDraft] = useState(() => startingDraft(judgeId, contestant));
  const [problem, setProblem] = useState('');
  const [commentProblem, setCommentProblem] = useState('');
  const [asking, setAsking] = useState<'submit' | 'abstain' | null>(null);

  const send = useMutation({
    // The refusal stays on the sheet beside the button, rather than as a passing toast.
    mutationFn: (body: InputOf<typeof gradePhoneContract.score>) =>
      callLive(gradePhoneContract.score, body, { silent: true }),
    onSuccess: (score) => {
      judgeDraft.clear(judgeId, contestant.id);
      onSaved(score);
    },
    onError: onRefused,
  });

  const total = weightedTotal(items, draft.scores);
  const scored = items.filter((item) => isValidScore(draft.scores[item.id] ?? '', item)).length;
  // Kept as the judge types, never on opening: an untouched sheet leaves nothing behind to start a later one from.
  const change = (next: JudgeDraft) => {
    setDraft(next);
    judgeDraft.write(judgeId, contestant.id, next);
  };
  const setScore = (itemId: number, text: string) => {
    setProblem('');
    change({ ...draft, scores: { ...draft.scores, [itemId]: text } });
  };
  const setComment = (comment: string) => {
    setCommentProblem('');
    change({ ...draft, comment });
  };

  const check = () => {
    const missing = items.some((item) => !(draft.scores[item.id] ?? '').trim());
    const wrong = items.some(
      (item) => (draft.scores[item.id] ?? '').trim() && !isValidScore(draft.scores[item.id] ?? '', item),
    );
    const noComment = round.comment === 'required' && !draft.comment.trim();
    setProblem(wrong ? t('sheet.invalid') : missing ? t('sheet.missing') : '');
    setCommentProblem(noComment ? t('sheet.commentRequired') : '');
    if (!missing && !wrong && !noComment) setAsking('submit');
  };
  const base = { key: judgeKey, contestant_id: contestant.id };
  const submit = () => {
    setAsking(null);
    send.mutate({
      ...base,
      abstain: false,
      items: items.map((item) => ({ item_id: item.id, score: Number(draft.scores[item.id]) })),
      comment: round.comment === 'off' ? '' : draft.comment.trim(),
    });
  };
  const abstain = () => {
    setAsking(null);
    send.mutate({ ...base, abstain: true, items: [], comment: '' });
  };

  return (
    <>
      <section className="ph-panel">
        <h2 className="ph-subtitle">{t('sheet.items')}</h2>
        {items.length === 0 && <PhoneAlert tone="warning" text={t('sheet.noItems')} />}
        <div className="gd-items">
          {items.map((item) => (
            <ScoreStepper
              key={item.id}
              item={item}
              value={draft.scores[item.id] ?? ''}
              onChange={(text) => setScore(item.id, text)}
            />
          ))}
        </div>
      </section>
      <section className="ph-panel gd-sum" aria-live="polite">
        <div className="ph-between">
          <span className="ph-subtitle">{t('sheet.total')}</span>
          <strong className="gd-sum-value">{t('sheet.totalOf', { total, full: fullMark(items) })}</strong>
        </div>
        <span className="ph-muted">{t('sheet.scoredCount', { n: scored, m: items.length })}</span>
      </section>
      {round.comment !== 'off' && (
        <section className="ph-panel">
          <PhoneField
            id="grade-comment"
            label={t('sheet.comment')}
            required={round.comment === 'required'}
            multiline
            maxLength={gradeLimits.commentLength}
            value={draft.comment}
            error={commentProblem}
            onChange={setComment}
          />
          <p className="gd-count ph-muted">
            {t('sheet.commentCount', { n: draft.comment.length, max: gradeLimits.commentLength })}
          </p>
        </section>
      )}
      <section className="ph-panel ph-stack">
        {problem && <PhoneAlert tone="error" text={problem} />}
        {send.error && <PhoneAlert tone="error" text={send.error.message} />}
        <PhoneButton kind="primary" block busy={send.isPending} disabled={items.length === 0} onClick={check}>
          {t('sheet.submit')}
        </PhoneButton>
        <PhoneButton block disabled={send.isPending} onClick={() => setAsking('abstain')}>
          {t('sheet.abstain')}
        </PhoneButton>
        <p className="ph-muted gd-hint">{t('sheet.abstainHint')}</p>
      </section>
      {asking === 'submit' && (
        <ConfirmDialog
          title={t('sheet.confirmSubmitTitle')}
          lines={[t('sheet.confirmSubmitTotal', { name: contestant.name, total }), t('sheet.confirmSubmit')]}
          confirmLabel={t('sheet.confirm')}
          onConfirm={submit}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === 'abstain' && (
        <ConfirmDialog
          title={t('sheet.confirmAbstainTitle')}
          lines={[t('sheet.confirmAbstain', { name: contestant.name })]}
          confirmLabel={t('sheet.confirmAbstainButton')}
          onConfirm={abstain}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  );
};
