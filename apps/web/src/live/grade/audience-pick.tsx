import { gradePhoneContract } from '@app/contract/grade';
import { gradeLimits } from '@app/contract/grade-schemas';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callLive } from '../kit/live-api.js';
import { PhoneAlert } from '../kit/phone-alert.js';
import { PhoneButton } from '../kit/phone-button.js';
import { ContestantPhoto } from './contestant-photo.js';
import './grade-messages.js';
import './grade-phone.css';

export type AudienceContestant = { id: number; name: string; photo: string; group_name: string; mine: number | null };

type Props = {
  ticket: string;
  roundId: number;
  contestant: AudienceContestant;
  /** On stage now: the picker shows until the score is given. */
  open: boolean;
  onScored: (roundId: number, contestantId: number, score: number) => void;
  /** A refusal: the page reads again (a score given from another tab shows then). */
  onRefused: () => void;
};

const values = Array.from({ length: gradeLimits.audienceMax }, (_, i) => i + 1);

/** One contestant for the audience: 1…10 to pick while on stage, sent once; afterwards the score given. */
export const AudiencePick = ({ ticket, roundId, contestant, open, onScored, onRefused }: Props) => {
  const { t } = useTranslation('liveGrade');
  const [picked, setPicked] = useState<number | null>(null);
  const send = useMutation({
    mutationFn: (score: number) =>
      callLive(
        gradePhoneContract.audienceScore,
        { ticket, round_id: roundId, contestant_id: contestant.id, score },
        { silent: true },
      ),
    onSuccess: (given) => onScored(roundId, given.contestant_id, given.score),
    onError: onRefused,
  });
  return (
    <li className="gd-audience">
      <div className="gd-audience-who">
        <ContestantPhoto name={contestant.name} photo={contestant.photo} />
        <span className="gd-row-name">
          <strong>{contestant.name}</strong>
          {contestant.group_name && <span className="ph-muted">{contestant.group_name}</span>}
        </span>
        {contestant.mine !== null ? (
          <span className="gd-given">{t('audience.given', { n: contestant.mine })}</span>
        ) : (
          !open && <span className="ph-muted">{t('audience.notGiven')}</span>
        )}
      </div>
      {contestant.mine === null && open && (
        <>
          <fieldset className="gd-picker" aria-label={t('audience.pick', { name: contestant.name })}>
            {values.map((n) => (
              <button
                key={n}
                type="button"
                className="gd-pick"
                aria-pressed={picked === n}
                aria-label={t('audience.pickValue', { n })}
                disabled={send.isPending}
                onClick={() => setPicked(n)}
              >
                {n}
              </button>
            ))}
          </fieldset>
          {send.error && <PhoneAlert tone="error" text={send.error.message} />}
          <PhoneButton
            kind="primary"
            block
            busy={send.isPending}
            disabled={picked === null}
            onClick={() => picked !== null && send.mutate(picked)}
          >
            {t('audience.submit')}
          </PhoneButton>
        </>
      )}
    </li>
  );
};
