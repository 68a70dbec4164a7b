import { useTranslation } from 'react-i18next';
import { QrCode } from '../kit/qr-code.js';

export type LobbyName = { id: number; name: string };
type Props = { url: string; code: string; showCode: boolean; joined: number; names: LobbyName[] };

/** Before the first question: the QR code and join code, the count, and each name popping in as it joins. */
export const ScreenLobby = ({ url, code, showCode, joined, names }: Props) => {
  const { t } = useTranslation('liveInteractive');
  return (
    <div className="is-lobby">
      <div className="is-qr">
        <div className="is-qr-scan">{t('screen.scan')}</div>
        <QrCode url={url} label={t('screen.scan')} size="22vw" />
        {showCode && (
          <>
            <div className="is-code-label">{t('screen.joinCode')}</div>
            <div className="is-code">{code}</div>
          </>
        )}
        <div className="is-url">{url}</div>
      </div>
      <div className="is-wall">
        <div className="is-joined" aria-live="polite">
          <strong>{joined.toLocaleString()}</strong>
          <span>{t('screen.joined')}</span>
        </div>
        <div className="is-waiting">{t('screen.waiting')}</div>
        <ul className="is-names" aria-label={t('screen.joined')}>
          {names.map((n) => (
            <li key={n.id} className="is-name">
              {n.name}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
};
