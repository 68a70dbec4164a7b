import { ShareAltOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, message, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { drawPoster } from './vote-poster.js';
import { numberText, type PublicCandidate, type VoteContext } from './vote-view.js';

type Props = { vote: VoteContext; candidate: Pick<PublicCandidate, 'name' | 'number'> };

const copy = async (text: string, done: string, failed: string) => {
  try {
    await navigator.clipboard.writeText(text);
    void message.success(done, toastSeconds);
  } catch {
    // Many in-app browsers refuse the clipboard: the link stays on screen to copy by hand.
    void message.error(failed, toastSeconds);
  }
};

const SharePoster = ({ vote, candidate, url, onCopy }: Props & { url: string; onCopy: () => void }) => {
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
    <Flex vertical align="center" gap={12}>
      {poster && <img src={poster} alt={t('qrcodeOf', { name: candidate.name })} style={{ width: '100%' }} />}
      <Typography.Text type="secondary">{t('shareHint')}</Typography.Text>
      <Typography.Text code style={{ wordBreak: 'break-all' }}>
        {url}
      </Typography.Text>
      <Flex gap={8} style={{ width: '100%' }}>
        <Button block size="large" onClick={onCopy}>
          {t('copyLink')}
        </Button>
        {poster && (
          <Button type="primary" block size="large" href={poster} download={`${name}.png`}>
            {t('saveImage')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
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
      <Button size="large" icon={<ShareAltOutlined />} onClick={share}>
        {t('share')}
      </Button>
      <Modal open={open} title={t('shareTitle')} footer={null} onCancel={() => setOpen(false)} destroyOnHidden centered>
        <SharePoster vote={vote} candidate={candidate} url={url} onCopy={copyText} />
      </Modal>
    </>
  );
};
