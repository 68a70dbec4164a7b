import { z } from 'zod';

/**
 * Money travels as yuan with at most two decimals (a JSON number); the database keeps integer fen.
 * An amount a person types: positive, two decimals at most, within the single-payment limit.
 */
export const maxSingleAmountYuan = 50_000;

export const yuanAmountSchema = z.coerce
  .number({ error: '请输入金额' })
  .refine((v) => Number.isFinite(v), { error: '请输入金额' })
  .refine((v) => v > 0, { error: '金额必须大于0' })
  .refine((v) => v <= maxSingleAmountYuan, { error: `单笔金额不能超过${maxSingleAmountYuan}元` })
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: '金额最多保留两位小数' });

/** The three balances of an account (spec section 3): general, SMS and red-packet. */
export const balanceKinds = ['money', 'dx_money', 'hb_money'] as const;
export const balanceKindSchema = z.enum(balanceKinds, { error: '余额类型错误' });
export type BalanceKind = z.infer<typeof balanceKindSchema>;

export const balanceKindTitles: Record<BalanceKind, string> = {
  money: '账户余额',
  dx_money: '短信余额',
  hb_money: '红包余额',
};

/**
 * The role pages (route names) that show a staff account each of the organiser's balances: the money pages
 * (账户充值, 收支明细) show all three, and the page that spends a balance shows that one (订单管理 pays from the
 * general balance). A role without any of them sees no money, on the home page or anywhere.
 */
export const balancePages: Record<BalanceKind, readonly string[]> = {
  money: ['user/user_recharge', 'user/user_journal', 'user/user_order'],
  dx_money: ['user/user_recharge', 'user/user_journal', 'function/note_manage'],
  hb_money: ['user/user_recharge', 'user/user_journal', 'function/wechat_bag'],
};

/** The balances a role holding these pages shows its staff. */
export const balancesShownBy = (pages: readonly string[]) =>
  balanceKinds.filter((kind) => balancePages[kind].some((page) => pages.includes(page)));

export const toFen = (yuan: number) => Math.round(yuan * 100);
export const toYuan = (fen: number) => fen / 100;
