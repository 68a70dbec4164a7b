import type { LotteryWallPerson } from '@app/contract';

export type DrawSlot = { key: number; name: string; photo: string };

/**
 * The names the spinning sphere or wall shows: always `count` slots, the people repeated round when there are
 * fewer (a hall of a few dozen still fills the sphere), blank stars when nobody has signed in yet.
 */
export const drawSlots = (people: readonly LotteryWallPerson[], count: number, photos: boolean): DrawSlot[] =>
  Array.from({ length: count }, (_, key) => {
    const person = people[key % Math.max(people.length, 1)];
    return { key, name: person?.name ?? '★', photo: photos ? (person?.photo ?? '') : '' };
  });
