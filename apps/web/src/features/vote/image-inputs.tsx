import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../components/image-picker.js';

type SingleProps = { label: string; value?: string; onChange?: (value: string) => void; width?: number };

/** One uploaded picture as a form value: a preview, a way to replace it and a way to remove it. */
export const SingleImageInput = ({ label, value = '', onChange, width = 96 }: SingleProps) => {
  const { t } = useTranslation('vote');
  return (
    <Flex gap={8} align="center" wrap>
      {value ? <Image src={value} width={width} alt={label} /> : null}
      <ImagePicker label={label} onUploaded={(url) => onChange?.(url)}>
        {value ? t('replaceImage') : t('uploadImage')}
      </ImagePicker>
      {value ? (
        <Button aria-label={t('removeOf', { what: label })} icon={<DeleteOutlined />} onClick={() => onChange?.('')} />
      ) : null}
    </Flex>
  );
};

type ListProps = { label: string; max: number; value?: string[]; onChange?: (value: string[]) => void };

/** Several uploaded pictures as a form value, in upload order, up to `max`; each picture once (it keys its row). */
export const ImageListInput = ({ label, max, value = [], onChange }: ListProps) => {
  const { t } = useTranslation('vote');
  return (
    <Flex gap={8} align="center" wrap>
      {value.map((src, i) => (
        <Flex key={src} vertical gap={4} align="center">
          <Image src={src} width={72} height={72} alt={`${label} ${i + 1}`} />
          <Button
            size="small"
            type="text"
            aria-label={t('removeOf', { what: `${label} ${i + 1}` })}
            icon={<DeleteOutlined />}
            onClick={() => onChange?.(value.filter((_, j) => j !== i))}
          />
        </Flex>
      ))}
      {value.length < max ? (
        <ImagePicker label={label} onUploaded={(url) => onChange?.(value.includes(url) ? value : [...value, url])}>
          {t('addImage', { count: value.length, max })}
        </ImagePicker>
      ) : null}
    </Flex>
  );
};
