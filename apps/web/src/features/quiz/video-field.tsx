import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../components/image-picker.js';

type Props = { label: string; value?: string; onChange?: (url: string) => void };

/** A video setting as a form control: a player of the uploaded video, a picker to upload another, and a way to clear it. */
export const VideoField = ({ label, value = '', onChange }: Props) => {
  const { t } = useTranslation('quiz');
  return (
    <Flex gap={12} align="center" wrap>
      {value ? (
        // biome-ignore lint/a11y/useMediaCaption: organisers upload their own lessons, which come without captions.
        <video src={value} controls width={320} aria-label={label} />
      ) : (
        <Typography.Text type="secondary">{t('video.noVideo')}</Typography.Text>
      )}
      <ImagePicker label={label} kind="video" onUploaded={(url) => onChange?.(url)}>
        {t('video.uploadVideo')}
      </ImagePicker>
      {value ? (
        <Button type="link" danger onClick={() => onChange?.('')}>
          {t('remove')}
        </Button>
      ) : null}
    </Flex>
  );
};
