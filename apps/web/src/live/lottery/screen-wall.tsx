import type { LotteryWallPerson } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../kit/qr-code.js';

type Props = { url: string; title: string; open: boolean; signed: number; people: LotteryWallPerson[] };

/** The sign-in wall: the QR code to the phone page, the count, and each name (or photo) popping in as it signs in. */
export const ScreenWall = ({ url, title, open, signed, people }: Props) => {
  const { t } = useTranslation('lotteryLive');
  return (
    <div className="ls-wall">
      <div className="ls-qr">
        <div className="ls-qr-title">{title || t('screen.scan')}</div>
        <QrCode url={url} label={t('screen.scan')} size="100%" />
        <div className="ls-qr-hint">{open ? t('screen.scanHint') : t('screen.signinClosed')}</div>
      </div>
      <div className="ls-wall-side">
        <div className="ls-signed" aria-live="polite">
          <strong>{signed.toLocaleString()}</strong>
          <span>{t('screen.signed')}</span>
        </div>
        <ul className="ls-wall-names" aria-label={t('screen.signed')}>
          {people.map((p) => (
            <li key={p.id} className={p.photo ? 'ls-wall-person ls-with-photo' : 'ls-wall-person'}>
              {p.photo && <img src={p.photo} alt="" />}
              <span>{p.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
};
