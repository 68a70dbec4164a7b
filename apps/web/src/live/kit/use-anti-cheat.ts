import type { DataOf } from '@app/contract';
import { quizContract } from '@app/contract/quiz';
import { type CSSProperties, type SyntheticEvent, useEffect, useRef } from 'react';
import { callLive } from './live-api.js';

type LeaveAnswer = DataOf<typeof quizContract.h5Leave>;
type Options = {
  ticket: string;
  attemptId: number;
  noCopy: boolean;
  leaveLimit: number;
  onLeave: (a: LeaveAnswer) => void;
};

const block = (e: SyntheticEvent) => e.preventDefault();

/**
 * The quiz's anti-cheat: text that cannot be selected or copied, and every time the page is hidden (another app,
 * another tab) the server counts a leave; past the limit it hands the attempt in.
 */
export const useAntiCheat = ({ ticket, attemptId, noCopy, leaveLimit, onLeave }: Options) => {
  const report = useRef(onLeave);
  useEffect(() => {
    report.current = onLeave;
  });
  useEffect(() => {
    if (leaveLimit <= 0) return;
    const onVisibility = () => {
      if (document.visibilityState !== 'hidden') return;
      void callLive(quizContract.h5Leave, { ticket, attempt_id: attemptId }).then(
        (a) => report.current(a),
        () => {},
      );
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [ticket, attemptId, leaveLimit]);

  const style: CSSProperties = noCopy ? { userSelect: 'none', WebkitUserSelect: 'none' } : {};
  return noCopy ? { style, onCopy: block, onCut: block, onContextMenu: block } : { style };
};
