import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneButton } from '../kit/phone-button.js';
import { drawPoster } from './vote-poster.js';
import { numberText, type PublicCandidate, type VoteContext } from './vote-view.js';
import './vote-phone.css';

type Props = {
  vote: VoteContext;
  candidate: Pick<PublicCandidate, 'name' | 'number'>;
  url: string;
  onCopy: () => void;
};

/** The share dialog's body: the picture with the page's QR code to save, and the link to copy by hand. */
export const SharePoster = ({ vote, candidate, url, onCopy }: Props) => {
  const { t } = useTranslation('liveVote');
  const name = `${numberText(candidate.number)} ${candidate.name}`;
  const poster = useMemo(
    () =>
      drawPoster({
        url,
        title: vote.title,
        line: t('number', { n: name }),
        hint: t('shareHint'),
        color: vote.home.settings.theme_color,
      }),
    [url, vote.title, name, vote.home.settings.theme_color, t],
  );
  return (
    <div className="vt-share">
      {poster && <img src={poster} alt={t('qrcodeOf', { name: candidate.name })} />}
      <span className="ph-muted">{t('shareHint')}</span>
      <code className="vt-url">{url}</code>
      <div className="ph-row" style={{ width: '100%' }}>
        <PhoneButton block onClick={onCopy}>
          {t('copyLink')}
        </PhoneButton>
        {poster && (
          <a className="ph-button ph-button-primary ph-button-block" href={poster} download={`${name}.png`}>
            {t('saveImage')}
          </a>
        )}
      </div>
    </div>
  );
};
