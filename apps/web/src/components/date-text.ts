const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * Server times are ISO strings; pages show them in the viewer's local time. Plain Date, not dayjs, because phone
 * pages show dates too and carry no date library.
 */
export const dateText = (value: string | null | undefined, withTime = false) => {
  if (!value) return '-';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  const day = `${d.getFullYear()}-${twoDigits(d.getMonth() + 1)}-${twoDigits(d.getDate())}`;
  return withTime ? `${day} ${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}` : day;
};
