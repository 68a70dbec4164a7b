import { z } from 'zod';

/** Field schemas shared by several endpoints, carrying the spec's messages (section 5). */
export const phonePattern = /^1\d{10}$/;

export const phoneSchema = z
  .string({ error: '请输入手机号' })
  .trim()
  .min(1, { error: '请输入手机号' })
  .regex(phonePattern, { error: '手机号格式错误' });

export const passwordMin = 6;
export const passwordMax = 20;

export const passwordSchema = z
  .string({ error: '请输入密码' })
  .min(1, { error: '请输入密码' })
  .min(passwordMin, { error: `密码长度为${passwordMin}-${passwordMax}位` })
  .max(passwordMax, { error: `密码长度为${passwordMin}-${passwordMax}位` });

export const smsCodeSchema = z
  .string({ error: '请输入验证码' })
  .trim()
  .min(1, { error: '请输入验证码' })
  .regex(/^\d{4,6}$/, { error: '验证码错误或已过期' });

/** The spec's 0/1 flags travel as numbers or numeric strings. */
export const flagSchema = z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform(Number);

export const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);

export const shortText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `内容不能超过${max}个字` });

/** Points a host adds (or takes away) by hand: a whole number, not 0, within ±max. */
export const pointsDeltaSchema = (max: number) =>
  z.coerce
    .number({ error: '分数不正确' })
    .int({ error: '分数须为整数' })
    .min(-max, { error: `加减分不能超过${max}` })
    .max(max, { error: `加减分不能超过${max}` })
    .refine((n) => n !== 0, { error: '分数不能为0' });
