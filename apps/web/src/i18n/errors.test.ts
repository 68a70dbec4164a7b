import { type ErrorName, errorTable } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { errorMessages } from './errors.js';

describe('error texts', () => {
  it('shows every error the server can answer in English too, not in Chinese', () => {
    const names = Object.keys(errorTable) as ErrorName[];
    const missing = names.filter((name) => !errorMessages['en-US'][name]);
    expect(missing).toEqual([]);
    const chinese = names.filter((name) => /[\u4e00-\u9fff]/.test(errorMessages['en-US'][name] ?? ''));
    expect(chinese).toEqual([]);
  });
});
