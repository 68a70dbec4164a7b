import type { z } from 'zod';
import i18n from '../i18n/index.js';

type Issue = z.core.$ZodIssue;

// A union (an optional password: '' or a valid one) reports its branches' issues; the last branch says why.
const issueMessage = (issue: Issue): string => {
  const lastBranch = issue.code === 'invalid_union' ? issue.errors.at(-1)?.[0] : undefined;
  return lastBranch ? issueMessage(lastBranch) : issue.message;
};

/**
 * A form check against an endpoint's own input schema, so a form asks exactly what the server does. The contract's
 * messages are zh-CN texts; `texts` maps i18n keys (under `prefix`, e.g. 'question:check.') to those same texts,
 * so the first problem is answered in the user's language, or null when there is none.
 */
export const contractChecker = (prefix: string, texts: Record<string, string>) => {
  const keyByText = new Map(Object.entries(texts).map(([key, text]) => [text, key]));
  return (schema: z.ZodType, values: unknown): string | null => {
    const result = schema.safeParse(values);
    const issue = result.success ? undefined : result.error.issues[0];
    if (!issue) return null;
    const text = issueMessage(issue);
    const key = keyByText.get(text);
    return key ? i18n.t(`${prefix}${key}`) : text;
  };
};
