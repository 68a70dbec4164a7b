/** Days are China Standard Time (UTC+8, no daylight saving), whatever the server's zone. */
const offsetMs = 8 * 3_600_000;

/** The instant a YYYY-MM-DD day starts in China, or undefined for a day that does not exist (2026-02-30). */
export const shanghaiDayStart = (day: string): Date | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, date);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    return undefined;
  }
  return new Date(utc - offsetMs);
};

export const nextDay = (instant: Date) => new Date(instant.getTime() + 86_400_000);

/** The China calendar day an instant falls on, as YYYY-MM-DD. */
export const shanghaiDayOf = (instant: Date) => new Date(instant.getTime() + offsetMs).toISOString().slice(0, 10);
