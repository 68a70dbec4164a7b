import type { LotteryTier } from '@app/contract';
import { Button, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  tiers: LotteryTier[];
  current: number | null;
  canOpen: boolean;
  busy: boolean;
  onOpen: (tierId: number, count: number) => void;
};

/** Picks the tier to open and how many this spin takes (its per-spin count, at most what it has left). */
export const ConsoleTiers = ({ tiers, current, canOpen, busy, onOpen }: Props) => {
  const { t } = useTranslation('lotteryLive');
  const [picked, setPicked] = useState<number | null>(null);
  // Until the host picks, the shown tier while it has prizes left, else the first that has.
  const shown = tiers.find((x) => x.id === current && x.remaining > 0);
  const tier = tiers.find((x) => x.id === picked) ?? shown ?? tiers.find((x) => x.remaining > 0) ?? tiers[0];
  const [count, setCount] = useState<number | null>(null);
  const shownCount = Math.min(count ?? tier?.per_spin ?? 1, Math.max(tier?.remaining ?? 1, 1));
  if (!tier) return <span>{t('console.noTiers')}</span>;
  return (
    <Space wrap className="lc-tiers">
      <Select
        aria-label={t('console.tier')}
        style={{ minWidth: 260 }}
        size="large"
        value={tier.id}
        onChange={(id: number) => {
          setPicked(id);
          setCount(null);
        }}
        options={tiers.map((x) => ({
          value: x.id,
          label: t('console.tierOption', { name: x.name, prize: x.prize_title, won: x.won, count: x.count }),
        }))}
      />
      <InputNumber
        aria-label={t('console.count')}
        size="large"
        min={1}
        max={Math.max(tier.remaining, 1)}
        value={shownCount}
        onChange={(v) => setCount(v)}
        addonAfter={t('console.people')}
      />
      <Button
        size="large"
        type="primary"
        disabled={busy || !canOpen || tier.remaining === 0}
        onClick={() => onOpen(tier.id, shownCount)}
      >
        {t('console.command.open')}
      </Button>
    </Space>
  );
};
