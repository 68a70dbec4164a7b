import type { z } from 'zod';
import { AppError } from './errors.js';

const label = (path: PropertyKey[]) => (path.length ? path.map(String).join('.') : '请求');

/**
 * Messages for zod issues that the contract did not word itself, so every validation failure
 * reads as a sentence a user understands. Contract messages take precedence.
 */
const genericMessage = (issue: z.core.$ZodRawIssue): string => {
  const field = label(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `缺少参数 ${field}` : `参数 ${field} 类型错误`;
    case 'too_big':
      return `参数 ${field} 超出范围`;
    case 'too_small':
      return `参数 ${field} 不能为空或过小`;
    case 'invalid_value':
    case 'invalid_union':
      return `参数 ${field} 的值无效`;
    default:
      return `参数 ${field} 格式错误`;
  }
};

/** PostgreSQL text cannot hold U+0000, so a string carrying one is refused here rather than failing in a query. */
const hasNul = (value: unknown): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  return value !== null && typeof value === 'object' && Object.values(value).some(hasNul);
};

export const parseInput = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const result = schema.safeParse(input, { error: genericMessage });
  if (result.success) {
    if (hasNul(result.data)) throw new AppError('VALIDATION_FAILED', '参数包含不可用的字符');
    return result.data;
  }
  throw new AppError('VALIDATION_FAILED', result.error.issues[0]?.message);
};
