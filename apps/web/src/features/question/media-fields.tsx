import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../components/image-picker.js';
import { MediaPreview } from './media-preview.js';
import type { QuestionDraft } from './question-draft.js';

const kinds = ['image', 'audio', 'video'] as const;

type Props = { value: QuestionDraft; onChange: (next: QuestionDraft) => void };

/** The question's image, audio and video: each uploaded through the upload call, previewed, removable. */
export const MediaFields = ({ value, onChange }: Props) => {
  const { t } = useTranslation('question');
  return (
    <Flex vertical gap={8}>
      {kinds.map((kind) => {
        const what = t(`form.${kind}`);
        const url = value[kind];
        return (
          <Flex key={kind} gap={8} align="center" wrap>
            <ImagePicker
              kind={kind}
              label={t('form.upload', { what })}
              onUploaded={(next) => onChange({ ...value, [kind]: next })}
            />
            {url ? (
              <>
                <MediaPreview kind={kind} url={url} label={what} />
                <Button type="link" danger onClick={() => onChange({ ...value, [kind]: '' })}>
                  {t('form.remove', { what })}
                </Button>
              </>
            ) : null}
          </Flex>
        );
      })}
    </Flex>
  );
};
