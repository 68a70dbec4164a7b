import { randomInt } from 'node:crypto';

const shanghaiOffsetMs = 8 * 3_600_000;

/** yyyyMMddHHmmss in China Standard Time, whatever the server's zone. */
export const shanghaiStamp = (now: Date) =>
  new Date(now.getTime() + shanghaiOffsetMs).toISOString().slice(0, 19).replace(/\D/g, '');

const randomDigits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** A number people can read out: when it was made, then random digits so numbers are hard to guess. */
export const orderNumber = (now: Date, prefix = '', digits = 6) =>
  `${prefix}${shanghaiStamp(now)}${randomDigits(digits)}`;
