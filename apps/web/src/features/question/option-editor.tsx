import { Button, Checkbox, Flex, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../components/image-picker.js';
import {
  canAddOption,
  canRemoveOption,
  isChoice,
  type QuestionDraft,
  withCorrectToggled,
  withOptionAdded,
  withOptionRemoved,
} from './question-draft.js';

type Props = { value: QuestionDraft; onChange: (next: QuestionDraft) => void };

/**
 * A choice or ordering question's options A–J: text, an optional image, for a choice which are correct; add and
 * remove. An ordering question's order is picked apart, in the order editor.
 */
export const OptionEditor = ({ value, onChange }: Props) => {
  const { t } = useTranslation('question');
  const Mark = value.type === 'single' ? Radio : Checkbox;
  const setOption = (index: number, patch: { text?: string; image?: string }) =>
    onChange({ ...value, options: value.options.map((o, i) => (i === index ? { ...o, ...patch } : o)) });

  return (
    <Flex vertical gap={8}>
      {value.options.map((o, i) => (
        <Flex key={o.key} gap={8} align="center">
          {isChoice(value.type) ? (
            <Mark
              checked={value.answer.includes(o.key)}
              onChange={() => onChange(withCorrectToggled(value, o.key))}
              aria-label={t('form.markCorrectOf', { key: o.key })}
            >
              {o.key}
            </Mark>
          ) : (
            <Typography.Text strong>{o.key}</Typography.Text>
          )}
          <Input
            value={o.text}
            onChange={(e) => setOption(i, { text: e.target.value })}
            placeholder={t('form.optionText', { key: o.key })}
            aria-label={t('form.optionText', { key: o.key })}
          />
          {o.image ? <img src={o.image} alt={o.key} style={{ height: 32 }} /> : null}
          <ImagePicker
            label={t('form.optionImage', { key: o.key })}
            onUploaded={(url) => setOption(i, { image: url })}
            buttonProps={{ size: 'small' }}
          >
            {t('form.upload', { what: t('form.picture') })}
          </ImagePicker>
          <Button
            size="small"
            danger
            disabled={!canRemoveOption(value)}
            onClick={() => onChange(withOptionRemoved(value, i))}
            aria-label={t('form.removeOption', { key: o.key })}
          >
            {t('delete')}
          </Button>
        </Flex>
      ))}
      <Button type="dashed" disabled={!canAddOption(value)} onClick={() => onChange(withOptionAdded(value))}>
        {t('form.addOption')}
      </Button>
    </Flex>
  );
};
