import type { DataOf, H5Activity } from '@app/contract';
import { gradePhoneContract } from '@app/contract/grade';
import { gradeLimits } from '@app/contract/grade-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-error.js';
import { Panel } from '../kit/live-frame.js';
import { liveKey, useLiveQuery } from '../kit/live-hooks.js';
import { LiveNotice } from '../kit/live-notice.js';
import { PhoneSpinner } from '../kit/phone-result.js';
import { AudiencePick } from './audience-pick.js';
import { useAudienceStage } from './use-audience-stage.js';
import './grade-messages.js';
import './grade-phone.css';

type AudiencePage = DataOf<typeof gradePhoneContract.audience>;
type Props = { info: H5Activity; ticket: string; onTicketLost: () => void };

/** How often the audience's page reads again, so a round the host opens shows without a reload. */
const refreshMs = 10_000;

/**
 * After joining: the contestant on stage with a score to give once (the phone follows the stage), then each round
 * open to the audience with the scores this member gave.
 */
export const AudienceHome = ({ info, ticket, onTicketLost }: Props) => {
  const { t } = useTranslation('liveGrade');
  const client = useQueryClient();
  const input = { ticket };
  const audience = useLiveQuery(gradePhoneContract.audience, input, { silent: true, refetchInterval: refreshMs });
  const lost = audience.error instanceof ApiError && audience.error.errorName === 'H5_TICKET_INVALID';
  useEffect(() => {
    if (lost) onTicketLost();
  }, [lost, onTicketLost]);

  const key = liveKey(gradePhoneContract.audience, input);
  const moved = (onStage: AudiencePage['on_stage']) =>
    client.setQueryData<AudiencePage>(key, (d) => (d ? { ...d, on_stage: onStage } : d));
  useAudienceStage(audience.data, moved);

  const data = audience.data;
  if (!data) {
    if (audience.error) {
      const title = audience.error instanceof ApiError && audience.error.code !== 0 ? audience.error.message : '';
      return (
        <LiveNotice
          title={title || t('audience.failed')}
          action={{ label: t('retry'), run: () => void audience.refetch() }}
        />
      );
    }
    return <PhoneSpinner label={t('loading')} />;
  }
  const scored = (roundId: number, contestantId: number, score: number) =>
    client.setQueryData<AudiencePage>(key, (d) =>
      d
        ? {
            ...d,
            rounds: d.rounds.map((r) =>
              r.id === roundId
                ? { ...r, contestants: r.contestants.map((c) => (c.id === contestantId ? { ...c, mine: score } : c)) }
                : r,
            ),
          }
        : d,
    );
  const reload = () => void audience.refetch();
  const stageRound = data.rounds.find((r) => r.id === data.on_stage?.round_id);
  const onStage = stageRound?.contestants.find((c) => c.id === data.on_stage?.contestant_id);

  return (
    <>
      <Panel>
        <div className="ph-stack">
          <h1 className="ph-title">{data.page.title || info.title}</h1>
          {data.page.notice && <p className="ph-text">{data.page.notice}</p>}
          <span className="ph-muted">{t('audience.hint', { max: gradeLimits.audienceMax })}</span>
        </div>
      </Panel>
      {data.rounds.length === 0 && (
        <Panel>
          <p className="ph-empty">{t('audience.noRounds')}</p>
        </Panel>
      )}
      {data.rounds.length > 0 && (
        <Panel>
          <h2 className="gd-round">
            {stageRound ? t('audience.onStage', { round: stageRound.name }) : t('audience.waiting')}
          </h2>
          {stageRound && onStage ? (
            <ul className="ph-list">
              <AudiencePick
                key={`${stageRound.id}:${onStage.id}`}
                ticket={ticket}
                roundId={stageRound.id}
                contestant={onStage}
                open
                onScored={scored}
                onRefused={reload}
              />
            </ul>
          ) : (
            <p className="ph-muted">{t('audience.waitingHint')}</p>
          )}
        </Panel>
      )}
      {data.rounds.map((round) => (
        <Panel key={round.id}>
          <h2 className="gd-round">{round.name}</h2>
          <ul className="ph-list">
            {round.contestants.map((c) => (
              <AudiencePick
                key={c.id}
                ticket={ticket}
                roundId={round.id}
                contestant={c}
                open={false}
                onScored={scored}
                onRefused={reload}
              />
            ))}
          </ul>
        </Panel>
      ))}
    </>
  );
};
