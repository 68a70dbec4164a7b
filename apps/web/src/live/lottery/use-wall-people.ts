import type { LotteryWallPerson } from '@app/contract';
import { useCallback, useState } from 'react';

/** People the screen keeps for its wall and its sphere: enough to fill both, the newest first. */
const keptMax = 200;

const merged = (arrived: readonly LotteryWallPerson[], kept: readonly LotteryWallPerson[]) => {
  const ids = new Set(arrived.map((p) => p.id));
  return [...arrived, ...kept.filter((p) => !ids.has(p.id))].slice(0, keptMax);
};

/** The sign-in wall: the people the screen read, then each batch the channel brings in front of them. */
export const useWallPeople = () => {
  const [people, setPeople] = useState<LotteryWallPerson[]>([]);
  // A batch lists people oldest first; the wall shows the newest first.
  const add = useCallback(
    (arrived: readonly LotteryWallPerson[]) => setPeople((kept) => merged([...arrived].reverse(), kept)),
    [],
  );
  const reset = useCallback((recent: readonly LotteryWallPerson[]) => setPeople(merged(recent, [])), []);
  return { people, add, reset };
};
