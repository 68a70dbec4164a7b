import { Button, Flex, Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../components/image-picker.js';

export const feedbackImageLimit = 6;

type Props = { images: string[]; onChange: (images: string[]) => void; beforePick: () => boolean };

/** Thumbnails of the attached images, each removable, and a picker until six are attached. */
export const FeedbackImages = ({ images, onChange, beforePick }: Props) => {
  const { t } = useTranslation('content');
  return (
    <Flex wrap gap={12} align="center">
      {images.map((url, i) => (
        <Flex key={url} vertical align="center" gap={4}>
          <Image src={url} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 6 }} />
          <Button size="small" type="link" danger onClick={() => onChange(images.filter((_, j) => j !== i))}>
            {t('removeImage')}
          </Button>
        </Flex>
      ))}
      {images.length < feedbackImageLimit && (
        <ImagePicker
          label={t('addImage')}
          beforePick={beforePick}
          onUploaded={(url) => onChange([...images, url].slice(0, feedbackImageLimit))}
        >
          {t('addImageCount', { n: images.length, max: feedbackImageLimit })}
        </ImagePicker>
      )}
    </Flex>
  );
};
