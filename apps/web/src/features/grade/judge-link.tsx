import { CopyOutlined } from '@ant-design/icons';
import { Button, Flex, message, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { judgeUrl } from './grade-paths.js';

/** A judge's own scoring link, to copy or to scan from the organiser's screen. */
export const JudgeLink = ({ name, judgeKey }: { name: string; judgeKey: string }) => {
  const { t } = useTranslation('grade', { keyPrefix: 'judges' });
  const url = judgeUrl(judgeKey);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      void message.success(t('copied'), toastSeconds);
    } catch {
      // Without clipboard access the link is shown to copy by hand.
      void message.info(url, toastSeconds);
    }
  };
  return (
    <Flex gap={12} align="center">
      <div role="img" aria-label={t('qr', { name })}>
        <QRCode value={url} type="svg" size={96} bordered={false} />
      </div>
      <Flex vertical gap={4} style={{ minWidth: 0 }}>
        <Typography.Text code style={{ wordBreak: 'break-all' }}>
          {url}
        </Typography.Text>
        <Button
          size="small"
          icon={<CopyOutlined />}
          style={{ alignSelf: 'flex-start' }}
          aria-label={t('copyOf', { name })}
          onClick={() => void copy()}
        >
          {t('copy')}
        </Button>
      </Flex>
    </Flex>
  );
};
