import { randomInt } from 'node:crypto';

/** Letters and digits a person reads back without confusing them: no 0/O, 1/I. */
export const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const codeLength = 8;

/** A fresh redemption code from the CSPRNG; uniqueness is the table's (callers retry on a clash). */
export const newRedemptionCode = () =>
  Array.from({ length: codeLength }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');

/** What a person typed, as codes are stored. */
export const normalizeCode = (typed: string) => typed.trim().toUpperCase();
