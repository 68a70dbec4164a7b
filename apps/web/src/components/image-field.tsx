import { Button, Flex, Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from './image-picker.js';

type Props = { label: string; value?: string; onChange?: (url: string) => void };

/** An image setting as a form control: the picture, a picker to upload another, and a way to clear it. */
export const ImageField = ({ label, value = '', onChange }: Props) => {
  const { t } = useTranslation('common', { keyPrefix: 'imageField' });
  return (
    <Flex gap={12} align="center">
      {value ? <Image src={value} alt={label} width={160} /> : null}
      <ImagePicker label={label} onUploaded={(url) => onChange?.(url)}>
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
