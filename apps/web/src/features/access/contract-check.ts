import type { z } from 'zod';
import i18n from '../../i18n/index.js';
import { accessMessages } from './messages.js';

type Issue = z.core.$ZodIssue;

// A union (an optional password: '' or a valid one) reports its branches' issues; the last branch says why.
const issueMessage = (issue: Issue): string => {
  const lastBranch = issue.code === 'invalid_union' ? issue.errors.at(-1)?.[0] : undefined;
  return lastBranch ? issueMessage(lastBranch) : issue.message;
};

const keyByText = new Map(Object.entries(accessMessages['zh-CN']).map(([key, text]) => [text, key]));

/**
 * Checks form values against the endpoint's own input schema, so the form asks exactly what the server does.
 * Answers the first problem in the user's language (the contract's messages are the zh-CN texts), or null.
 */
export const contractProblem = (schema: z.ZodType, values: unknown): string | null => {
  const result = schema.safeParse(values);
  const issue = result.success ? undefined : result.error.issues[0];
  if (!issue) return null;
  const text = issueMessage(issue);
  const key = keyByText.get(text);
  return key ? i18n.t(`access:${key}`) : text;
};
