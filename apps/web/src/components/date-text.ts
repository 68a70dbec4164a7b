import dayjs from 'dayjs';

/** Server times are ISO strings; pages show them in the viewer's local time. */
export const dateText = (value: string | null | undefined, withTime = false) => {
  if (!value) return '-';
  const d = dayjs(value);
  return d.isValid() ? d.format(withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD') : value;
};
