import { uploadContract } from '@app/contract/upload';
import { Button, Flex, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, uploadFile } from '../../app/api-client.js';
import { acceptOf, checkUploadType } from '../../components/upload-check.js';

type Props = {
  /** What is stored already (the key's hint), shown until another file is uploaded. */
  stored?: string;
  onUploaded: (path: string) => void;
};

/** Picks the merchant's apiclient_key.pem (.pem only, spec section 5) and sends it through the certificate upload. */
export const KeyUpload = ({ stored, onUploaded }: Props) => {
  const { t } = useTranslation('mch');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploaded, setUploaded] = useState('');

  const upload = async (file: File) => {
    if (!checkUploadType(file.name, 'certificate')) return;
    setBusy(true);
    try {
      const data = await uploadFile(uploadContract.certificate, file);
      setUploaded(data.name);
      onUploaded(data.path);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={4} align="flex-start">
      <input
        ref={input}
        type="file"
        hidden
        style={{ display: 'none' }}
        accept={acceptOf('certificate')}
        aria-label={t('keyUpload')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button loading={busy} onClick={() => input.current?.click()}>
        {t('keyUpload')}
      </Button>
      {uploaded ? (
        <Typography.Text type="success">{t('keyUploaded', { name: uploaded })}</Typography.Text>
      ) : stored ? (
        <Typography.Text type="secondary">{t('keyStored', { hint: stored })}</Typography.Text>
      ) : null}
    </Flex>
  );
};
