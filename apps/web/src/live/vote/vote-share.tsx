import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showLiveToast } from '../kit/live-toast.js';
import { PhoneButton } from '../kit/phone-button.js';
import { PhoneDialog } from '../kit/phone-dialog.js';
import { PhoneSpinner } from '../kit/phone-result.js';
import { numberText, type PublicCandidate, type VoteContext } from './vote-view.js';

// The QR code's library loads when someone shares, not with every voter's page.
const SharePoster = lazy(() => import('./vote-share-poster.js').then((m) => ({ default: m.SharePoster })));

type Props = { vote: VoteContext; candidate: Pick<PublicCandidate, 'name' | 'number'> };

const copy = async (text: string, done: string, failed: string) => {
  try {
    await navigator.clipboard.writeText(text);
    showLiveToast(done, 'success');
  } catch {
    // Many in-app browsers refuse the clipboard: the link stays on screen to copy by hand.
    showLiveToast(failed);
  }
};

/** 分享: copies the page's link with a line asking for votes, and shows a picture with its QR code to save. */
export const ShareButton = ({ vote, candidate }: Props) => {
  const { t } = useTranslation('liveVote');
  const [open, setOpen] = useState(false);
  const url = `${window.location.origin}/h5/${vote.code}`;
  const text = t('shareText', { number: numberText(candidate.number), name: candidate.name, title: vote.title, url });
  const copyText = () => void copy(text, t('linkCopied'), t('copyFailed'));
  const share = () => {
    copyText();
    setOpen(true);
  };
  return (
    <>
      <PhoneButton onClick={share}>{t('share')}</PhoneButton>
      {open && (
        <PhoneDialog title={t('shareTitle')} onClose={() => setOpen(false)}>
          <Suspense fallback={<PhoneSpinner label={t('shareTitle')} />}>
            <SharePoster vote={vote} candidate={candidate} url={url} onCopy={copyText} />
          </Suspense>
        </PhoneDialog>
      )}
    </>
  );
};
