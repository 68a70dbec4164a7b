import type { GradeJudgePage, GradeScore } from '@app/contract';
import { gradePhoneContract } from '@app/contract/grade';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-error.js';
import { usePathParam, useQueryParams } from '../../app/page-address.js';
import { LiveFrame } from '../kit/live-frame.js';
import { liveKey, useLiveQuery } from '../kit/live-hooks.js';
import { LiveNotice, LiveSpinner } from '../kit/live-notice.js';
import { JudgeList } from './judge-list.js';
import { JudgeSheet } from './judge-sheet.js';
import { stageOrder, withScore } from './judge-view.js';
import { useStageFollow } from './use-stage-follow.js';
import './grade-messages.js';
import './grade-phone.css';

/** How often an open judge page reads again besides the stage's pushes (a socket a network blocks). */
export const judgeRefreshMs = 10_000;
const theme = { color: '#0069FD', background: '', banner: '' };
const isNetworkError = (e: unknown) => e instanceof ApiError && e.code === 0;

/**
 * A judge's phone at /h5/judge/<key>: the link is the judge (no login). The round's contestants in stage order, then
 * a contestant's scoring sheet (its id in the address, `?c=`, so a reload comes back to it). What was submitted is
 * always the server's: the page reads it again every few seconds, after every score and whenever the stage is heard;
 * the host putting a contestant on stage opens their sheet.
 */
export const JudgePhone = () => {
  const { t } = useTranslation('liveGrade');
  const key = usePathParam('key');
  const [query, replaceQuery] = useQueryParams();
  const client = useQueryClient();
  const judge = useLiveQuery(gradePhoneContract.judge, { key }, { silent: true, refetchInterval: judgeRefreshMs });
  const data = judge.data;
  const openRef = useRef<(id: number) => void>(() => {});
  useStageFollow(
    data?.activity.id,
    data?.round.id,
    (id) => openRef.current(id),
    () => void judge.refetch(),
  );
  const title = data ? data.page.title || data.activity.title : '';
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  // A refusal (a revoked link, a removed judge) ends the page; a lost network only leaves the last answer shown.
  const refused = judge.error && !isNetworkError(judge.error);
  if (!data || refused) {
    if (judge.error) {
      const retry = isNetworkError(judge.error) ? { label: t('retry'), run: () => void judge.refetch() } : undefined;
      return <LiveNotice title={judge.error.message} action={retry} />;
    }
    return <LiveSpinner />;
  }

  const open = (contestantId: number | null) => {
    const next = new URLSearchParams(query);
    if (contestantId === null) next.delete('c');
    else next.set('c', String(contestantId));
    replaceQuery(next);
    window.scrollTo(0, 0);
  };
  const saved = (score: GradeScore) => {
    client.setQueryData<GradeJudgePage>(liveKey(gradePhoneContract.judge, { key }), (d) => d && withScore(d, score));
    // The other judges' totals come with the next read.
    void judge.refetch();
  };
  openRef.current = open;
  const reload = () => void judge.refetch();

  const ordered = stageOrder(data.contestants);
  const at = ordered.findIndex((c) => c.id === Number(query.get('c')));
  const contestant = ordered[at];
  const next = ordered.slice(at + 1).find((c) => !c.mine?.locked);
  return (
    <LiveFrame theme={theme}>
      {contestant ? (
        <JudgeSheet
          page={data}
          judgeKey={key}
          contestant={contestant}
          next={next}
          onOpen={open}
          onSaved={saved}
          onRefused={reload}
        />
      ) : (
        <JudgeList page={data} onOpen={open} />
      )}
    </LiveFrame>
  );
};
