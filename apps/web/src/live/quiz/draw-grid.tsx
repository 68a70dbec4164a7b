import { GiftOutlined, SmileOutlined } from '@ant-design/icons';
import type { DataOf } from '@app/contract';
import type { prizeContract } from '@app/contract/prize';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Goods = { id: number; name: string; image: string };
export type DrawResult = DataOf<typeof prizeContract.h5Draw>;

const cellStyle = (lit: boolean, color: string) =>
  ({
    border: `2px solid ${lit ? color : '#eee'}`,
    background: lit ? `${color}22` : '#fff',
    borderRadius: 10,
    padding: 8,
    minHeight: 96,
    transition: 'all 80ms',
  }) as const;

/** The turn's goods and the no-prize cell; `lit` is the cell the draw animation stands on. */
export const DrawGrid = ({ goods, lit, color }: { goods: Goods[]; lit: number | null; color: string }) => {
  const { t } = useTranslation('live');
  const cells = [
    ...goods.map((g) => ({ key: `g${g.id}`, name: g.name, image: g.image })),
    { key: 'none', name: t('noPrize'), image: '' },
  ];
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}>
      {cells.map((c, i) => (
        <Flex key={c.key} vertical align="center" justify="center" gap={4} style={cellStyle(lit === i, color)}>
          {c.image ? (
            <img src={c.image} alt="" style={{ width: 48, height: 48, objectFit: 'contain' }} />
          ) : (
            <span style={{ fontSize: 32, color }}>{c.key === 'none' ? <SmileOutlined /> : <GiftOutlined />}</span>
          )}
          <Typography.Text style={{ textAlign: 'center', fontSize: 13 }}>{c.name}</Typography.Text>
        </Flex>
      ))}
    </div>
  );
};

/** What a draw gave: the goods and the redemption code to show the organiser, or thanks for taking part. */
export const DrawOutcome = ({ result, color }: { result: DrawResult; color: string }) => {
  const { t } = useTranslation('live');
  if (!result.won || !result.goods) {
    return (
      <Typography.Title level={3} style={{ textAlign: 'center', margin: 0 }}>
        {t('noPrize')}
      </Typography.Title>
    );
  }
  return (
    <Flex vertical align="center" gap={8}>
      <Typography.Text>{t('youWon')}</Typography.Text>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {result.goods.name}
      </Typography.Title>
      <Typography.Text type="secondary">{t('redeemCode')}</Typography.Text>
      <div style={{ fontSize: 34, fontWeight: 700, letterSpacing: 4, color, fontFamily: 'monospace' }}>
        {result.code}
      </div>
      <Typography.Text strong>{t('showCode')}</Typography.Text>
    </Flex>
  );
};
