import { useTranslation } from 'react-i18next';
import { QrCode } from '../kit/qr-code.js';

type Props = { title: string; roundName: string; url: string };

/** Before anybody is on stage: the activity, the round about to run and the audience page's QR code. */
export const ScreenIdle = ({ title, roundName, url }: Props) => {
  const { t } = useTranslation('gradeLive');
  return (
    <div className="gs-idle">
      <div className="gs-idle-text">
        <h2 className="gs-idle-title">{title}</h2>
        {roundName && <p className="gs-idle-round">{roundName}</p>}
        <p className="gs-idle-hint">{t('screen.waiting')}</p>
      </div>
      <div className="gs-qr">
        <QrCode url={url} label={t('screen.scan')} size="100%" />
        <div className="gs-qr-hint">{t('screen.scanHint')}</div>
      </div>
    </div>
  );
};
