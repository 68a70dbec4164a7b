import { blankMark, difficulties, judgeAnswers, type QuestionType, questionLimits, questionTypes } from '@app/contract';
import { Button, Flex, Form, type GetRef, Input, InputNumber, Radio, Select } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BlankEditor } from './blank-editor.js';
import { MediaFields } from './media-fields.js';
import { OptionEditor } from './option-editor.js';
import { OrderEditor } from './order-editor.js';
import { hasOptions, type QuestionDraft, withStem, withType } from './question-draft.js';

type Props = { value: QuestionDraft; onChange: (next: QuestionDraft) => void };

/**
 * One question's fields, with the answer part that fits its type. Controlled: the add/edit drawer and the batch
 * editor keep the drafts and decide when to save.
 */
export const QuestionForm = ({ value, onChange }: Props) => {
  const { t } = useTranslation('question');
  const stemBox = useRef<GetRef<typeof Input.TextArea>>(null);

  // The blank goes where the cursor is, so a stem can be written first and its blanks marked after.
  const insertBlank = () => {
    const box = stemBox.current?.resizableTextArea?.textArea;
    const at = box ? box.selectionStart : value.stem.length;
    onChange(withStem(value, value.stem.slice(0, at) + blankMark + value.stem.slice(at)));
  };

  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('form.type')}>
        <Radio.Group
          optionType="button"
          value={value.type}
          onChange={(e) => onChange(withType(value, e.target.value as QuestionType))}
          options={questionTypes.map((type) => ({ value: type, label: t(`type.${type}`) }))}
        />
      </Form.Item>
      <Form.Item label={t('form.stem')} required extra={value.type === 'blank' ? t('form.blankHint') : undefined}>
        <Input.TextArea
          ref={stemBox}
          rows={3}
          maxLength={questionLimits.stem}
          value={value.stem}
          onChange={(e) => onChange(withStem(value, e.target.value))}
          placeholder={t('form.stemPlaceholder')}
          aria-label={t('form.stem')}
        />
        {value.type === 'blank' ? (
          <Button size="small" style={{ marginTop: 8 }} onClick={insertBlank}>
            {t('form.insertBlank')}
          </Button>
        ) : null}
      </Form.Item>
      <AnswerPart value={value} onChange={onChange} />
      <Form.Item label={t('form.explanation')}>
        <Input.TextArea
          rows={2}
          maxLength={questionLimits.explanation}
          value={value.explanation}
          onChange={(e) => onChange({ ...value, explanation: e.target.value })}
          aria-label={t('form.explanation')}
        />
      </Form.Item>
      <Flex gap={24} wrap>
        <Form.Item label={t('form.difficulty')}>
          <Radio.Group
            value={value.difficulty}
            onChange={(e) => onChange({ ...value, difficulty: e.target.value as number })}
            options={difficulties.map((d) => ({ value: d, label: t(`difficulty.${d}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('form.score')}>
          <InputNumber
            min={0.1}
            max={questionLimits.scoreMax}
            step={0.5}
            value={value.score}
            onChange={(score) => onChange({ ...value, score: score ?? 0 })}
            aria-label={t('form.score')}
          />
        </Form.Item>
      </Flex>
      <Form.Item label={t('form.tags')}>
        <Select
          mode="tags"
          open={false}
          suffixIcon={null}
          tokenSeparators={[',', '，']}
          maxCount={questionLimits.tags}
          value={value.tags}
          onChange={(tags: string[]) => onChange({ ...value, tags })}
          placeholder={t('form.tagsPlaceholder')}
          aria-label={t('form.tags')}
        />
      </Form.Item>
      <Form.Item label={t('form.media')}>
        <MediaFields value={value} onChange={onChange} />
      </Form.Item>
    </Form>
  );
};

/** Options for choices, options and their order for ordering, 正确/错误, answers per blank, or a reference answer. */
const AnswerPart = ({ value, onChange }: Props) => {
  const { t } = useTranslation('question');
  if (hasOptions(value.type)) {
    return (
      <>
        <Form.Item label={t('form.options')} required>
          <OptionEditor value={value} onChange={onChange} />
        </Form.Item>
        {value.type === 'sort' ? (
          <Form.Item label={t('form.order')} required>
            <OrderEditor value={value} onChange={onChange} />
          </Form.Item>
        ) : null}
      </>
    );
  }
  if (value.type === 'judge') {
    return (
      <Form.Item label={t('form.judgeAnswer')} required>
        <Radio.Group
          value={value.answer[0]}
          onChange={(e) => onChange({ ...value, answer: [e.target.value as string] })}
          options={[
            { value: judgeAnswers.true, label: t('judgeTrue') },
            { value: judgeAnswers.false, label: t('judgeFalse') },
          ]}
        />
      </Form.Item>
    );
  }
  if (value.type === 'blank') {
    return (
      <Form.Item label={t('answer')} required>
        <BlankEditor value={value} onChange={onChange} />
      </Form.Item>
    );
  }
  return (
    <Form.Item label={t('form.referenceAnswer')}>
      <Input.TextArea
        rows={3}
        maxLength={questionLimits.stem}
        value={value.answer[0] ?? ''}
        onChange={(e) => onChange({ ...value, answer: [e.target.value] })}
        aria-label={t('form.referenceAnswer')}
      />
    </Form.Item>
  );
};
