import { Button, Card, message, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-error.js';

/** A link the server gives as a path or a whole address, as one the host can send. */
export const fullUrl = (link: string) => new URL(link, window.location.origin).href;

const LinkRow = ({ label, url }: { label: string; url: string }) => {
  const { t } = useTranslation('gradeLive', { keyPrefix: 'console' });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      void message.success(t('copied'), toastSeconds);
    } catch {
      void message.error(url, toastSeconds);
    }
  };
  return (
    <div className="gc-link">
      <Typography.Text type="secondary">{label}</Typography.Text>
      <code>{url}</code>
      <Button size="small" aria-label={t('copyOf', { name: label })} onClick={() => void copy()}>
        {t('copy')}
      </Button>
    </div>
  );
};

/** The big screen's address (to open on the hall's screen) and the audience's page (to share), each to copy. */
export const ConsoleLinks = ({ screenLink, link }: { screenLink: string; link: string }) => {
  const { t } = useTranslation('gradeLive', { keyPrefix: 'console' });
  return (
    <Card title={t('links')}>
      <LinkRow label={t('screenLink')} url={fullUrl(screenLink)} />
      <LinkRow label={t('link')} url={fullUrl(link)} />
    </Card>
  );
};
