import { z } from 'zod';

/**
 * A judge's unsent values of one contestant, kept for this tab only (sessionStorage): a reload keeps what was typed,
 * while what was submitted always comes from the server, so the same link on another phone finds the same state.
 * Keyed by the judge's id rather than their secret link key.
 */
const draftSchema = z.object({ scores: z.record(z.string(), z.string()), comment: z.string() });
export type JudgeDraft = z.infer<typeof draftSchema>;

const draftKey = (judgeId: number, contestantId: number) => `grade-draft:${judgeId}:${contestantId}`;

const readJson = (raw: string | null): unknown => {
  try {
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
};

export const judgeDraft = {
  read: (judgeId: number, contestantId: number): JudgeDraft | null => {
    const parsed = draftSchema.safeParse(readJson(sessionStorage.getItem(draftKey(judgeId, contestantId))));
    return parsed.success ? parsed.data : null;
  },
  write: (judgeId: number, contestantId: number, draft: JudgeDraft) =>
    sessionStorage.setItem(draftKey(judgeId, contestantId), JSON.stringify(draft)),
  clear: (judgeId: number, contestantId: number) => sessionStorage.removeItem(draftKey(judgeId, contestantId)),
};
