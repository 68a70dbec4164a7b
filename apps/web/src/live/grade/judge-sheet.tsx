import type { GradeJudgePage, GradeScore } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import { PhoneAlert } from '../kit/phone-alert.js';
import { PhoneButton } from '../kit/phone-button.js';
import { ContestantPhoto } from './contestant-photo.js';
import type { JudgeContestant } from './judge-view.js';
import { LockedScore, OtherJudges } from './locked-score.js';
import { ScoreForm } from './score-form.js';
import './grade-messages.js';
import './grade-phone.css';

type Props = {
  page: GradeJudgePage;
  judgeKey: string;
  contestant: JudgeContestant;
  /** The next contestant in stage order, offered once this one is scored. */
  next: JudgeContestant | undefined;
  onOpen: (contestantId: number | null) => void;
  onSaved: (score: GradeScore) => void;
  onRefused: () => void;
};

const Profile = ({ page, contestant }: Pick<Props, 'page' | 'contestant'>) => {
  const { t } = useTranslation('liveGrade');
  const fields = page.fields.filter((f) => contestant.values[f.key]);
  return (
    <Panel>
      <div className="gd-profile">
        <ContestantPhoto name={contestant.name} photo={contestant.photo} large />
        <div className="ph-stack">
          <h2 className="ph-title">{contestant.name}</h2>
          {contestant.group_name && <span className="ph-muted">{contestant.group_name}</span>}
        </div>
      </div>
      {fields.length > 0 && (
        <dl className="gd-fields">
          {fields.map((f) => (
            <div key={f.key}>
              <dt>{f.label}</dt>
              <dd>{contestant.values[f.key]}</dd>
            </div>
          ))}
        </dl>
      )}
      {contestant.description && (
        <>
          <h3 className="ph-subtitle">{t('sheet.description')}</h3>
          <p className="ph-text">{contestant.description}</p>
        </>
      )}
    </Panel>
  );
};

/**
 * One contestant's scoring sheet: who they are, then the form, or the score as submitted (read-only until the host
 * unlocks it), and the other judges' totals when the round shows them.
 */
export const JudgeSheet = ({ page, judgeKey, contestant, next, onOpen, onSaved, onRefused }: Props) => {
  const { t } = useTranslation('liveGrade');
  const { mine } = contestant;
  return (
    <>
      <ScreenBar title={page.round.name} onBack={() => onOpen(null)} />
      <Profile page={page} contestant={contestant} />
      {mine?.locked ? (
        <LockedScore page={page} contestant={{ ...contestant, mine }} />
      ) : (
        <>
          {mine && (
            <Panel>
              <PhoneAlert tone="warning" text={t('sheet.unlocked')} />
            </Panel>
          )}
          <ScoreForm
            // A score the host unlocked is a new sheet: it starts from what was submitted.
            key={`${contestant.id}:${mine?.id ?? 0}`}
            page={page}
            judgeKey={judgeKey}
            contestant={contestant}
            onSaved={onSaved}
            onRefused={onRefused}
          />
        </>
      )}
      {page.round.judges_see_others && mine && <OtherJudges others={contestant.others} />}
      {mine?.locked && (
        <Panel>
          <div className="ph-stack">
            {next && (
              <PhoneButton kind="primary" block onClick={() => onOpen(next.id)}>
                {t('sheet.next', { name: next.name })}
              </PhoneButton>
            )}
            <PhoneButton block onClick={() => onOpen(null)}>
              {t('sheet.backToList')}
            </PhoneButton>
          </div>
        </Panel>
      )}
    </>
  );
};
