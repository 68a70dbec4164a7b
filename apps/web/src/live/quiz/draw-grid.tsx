import type { DataOf } from '@app/contract';
import type { prizeContract } from '@app/contract/prize';
import { useTranslation } from 'react-i18next';
import './quiz-phone.css';
import { PhoneIcon } from '../kit/phone-icon.js';

type Goods = { id: number; name: string; image: string };
export type DrawResult = DataOf<typeof prizeContract.h5Draw>;

const litStyle = (color: string) => ({ borderColor: color, background: `${color}22` });

/** The turn's goods and the no-prize cell; `lit` is the cell the draw animation stands on. */
export const DrawGrid = ({ goods, lit, color }: { goods: Goods[]; lit: number | null; color: string }) => {
  const { t } = useTranslation('live');
  const cells = [
    ...goods.map((g) => ({ key: `g${g.id}`, name: g.name, image: g.image })),
    { key: 'none', name: t('noPrize'), image: '' },
  ];
  return (
    <div className="qz-grid">
      {cells.map((c, i) => (
        <div key={c.key} className="qz-cell" style={lit === i ? litStyle(color) : undefined}>
          {c.image ? (
            <img src={c.image} alt="" />
          ) : (
            <span className="qz-cell-mark" style={{ color }} aria-hidden="true">
              {c.key === 'none' ? '☺' : <PhoneIcon name="gift" />}
            </span>
          )}
          <span>{c.name}</span>
        </div>
      ))}
    </div>
  );
};

/** What a draw gave: the goods and the redemption code to show the organiser, or thanks for taking part. */
export const DrawOutcome = ({ result, color }: { result: DrawResult; color: string }) => {
  const { t } = useTranslation('live');
  if (!result.won || !result.goods) {
    return <p className="qz-won-name qz-center">{t('noPrize')}</p>;
  }
  return (
    <div className="qz-won">
      <span>{t('youWon')}</span>
      <p className="qz-won-name">{result.goods.name}</p>
      <span className="ph-muted">{t('redeemCode')}</span>
      <div className="qz-won-code" style={{ color }}>
        {result.code}
      </div>
      <strong>{t('showCode')}</strong>
    </div>
  );
};
