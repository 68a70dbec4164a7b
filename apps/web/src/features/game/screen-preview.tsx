import { type GameSite, gameThemePalette } from '@app/contract';
import { QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { participantUrl } from '../../components/participant-url.js';

type Props = { site: GameSite; title: string; code: string; link: string };

/** The big screen's lobby as the hall will see it, scaled down: theme, background, logo, title, QR and join code. */
export const ScreenPreview = ({ site, title, code, link }: Props) => {
  const { t } = useTranslation('game', { keyPrefix: 'screen' });
  const [background, surface, accent, text] = gameThemePalette[site.theme].colors;
  return (
    <figure
      aria-label={t('preview')}
      style={{
        margin: 0,
        width: '100%',
        aspectRatio: '16 / 9',
        borderRadius: 8,
        overflow: 'hidden',
        position: 'relative',
        color: text,
        background: site.background ? `center / cover no-repeat url("${site.background}"), ${background}` : background,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '4%',
      }}
    >
      {site.logo ? (
        <img src={site.logo} alt="" style={{ position: 'absolute', top: '4%', left: '3%', height: '10%' }} />
      ) : null}
      <div style={{ fontSize: 'clamp(14px, 2.4vw, 28px)', fontWeight: 700, textAlign: 'center', padding: '0 8%' }}>
        {site.title || title}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: '6%', width: '70%', justifyContent: 'center' }}>
        <div style={{ background: '#fff', padding: 6, borderRadius: 6 }}>
          <QRCode value={link ? participantUrl(link) : 'about:blank'} size={96} bordered={false} />
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
          <span style={{ fontSize: 16 }}>{t('previewQr')}</span>
          {site.show_join_code ? (
            <span style={{ background: surface, color: accent, padding: '4px 10px', borderRadius: 6, fontWeight: 700 }}>
              {t('previewCode', { code })}
            </span>
          ) : null}
        </div>
      </div>
      <Typography.Text style={{ color: accent }}>{t('previewWaiting', { n: 0 })}</Typography.Text>
    </figure>
  );
};
