import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../components/image-picker.js';

type Props = { label: string; kind: 'audio' | 'video'; value?: string; onChange?: (url: string) => void };

/** A video or music setting as a form control: a player of the file, a picker to upload another, and a way to clear it. */
export const MediaField = ({ label, kind, value = '', onChange }: Props) => {
  const { t } = useTranslation('lottery', { keyPrefix: 'look' });
  return (
    <Flex gap={12} align="center" wrap>
      {value && kind === 'video' ? <video src={value} controls muted width={200} aria-label={label} /> : null}
      {value && kind === 'audio' ? (
        // biome-ignore lint/a11y/useMediaCaption: background music has no words to caption
        <audio src={value} controls aria-label={label} />
      ) : null}
      <ImagePicker label={label} kind={kind} onUploaded={(url) => onChange?.(url)}>
        {t('upload')}
      </ImagePicker>
      {value ? (
        <Button type="link" danger onClick={() => onChange?.('')}>
          {t('remove')}
        </Button>
      ) : null}
    </Flex>
  );
};
