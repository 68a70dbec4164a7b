import { balanceKinds, ledgerReasons } from '@app/contract';
import type { TFunction } from 'i18next';

/** Select options for the balance kinds, led by 全部 (value ''). */
export const kindOptions = (t: TFunction<'wallet'>) => [
  { value: '', label: t('all') },
  ...balanceKinds.map((k) => ({ value: k, label: t(`kinds.${k}`) })),
];

export const reasonOptions = (t: TFunction<'wallet'>) => [
  { value: '', label: t('all') },
  ...ledgerReasons.map((r) => ({ value: r, label: t(`reasons.${r}`) })),
];
