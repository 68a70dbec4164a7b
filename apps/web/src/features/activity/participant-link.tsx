import type { QrcodeStyle } from '@app/contract';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { participantUrl } from '../../components/participant-url.js';
import { copyParticipantUrl } from './copy-link.js';
import { downloadQrcodePng } from './qrcode-png.js';
import { StyledQrcode } from './styled-qrcode.js';

type Props = { title: string; link: string; style: QrcodeStyle };

/** Where participants join: the address with 复制链接, and its QR code with 下载二维码. */
export const ParticipantLink = ({ title, link, style }: Props) => {
  const { t } = useTranslation('activity');
  const url = participantUrl(link);
  return (
    <Flex vertical align="center" gap={12}>
      <StyledQrcode value={url} style={style} label={t('qrcodeOf', { title })} />
      <Typography.Text code style={{ wordBreak: 'break-all' }}>
        {url}
      </Typography.Text>
      <Flex gap={8}>
        <Button onClick={() => void copyParticipantUrl(link)}>{t('copyLink')}</Button>
        <Button onClick={() => void downloadQrcodePng(url, style, `${title}-${t('qrcodeFile')}.png`)}>
          {t('downloadQrcode')}
        </Button>
      </Flex>
    </Flex>
  );
};
