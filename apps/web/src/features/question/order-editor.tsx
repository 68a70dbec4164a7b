import { orderText } from '@app/contract';
import { Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuestionDraft } from './question-draft.js';

type Props = { value: QuestionDraft; onChange: (next: QuestionDraft) => void };

/**
 * An ordering question's right order: the organiser picks the options one after another (a multiple select keeps
 * its value in pick order), sees it as C → A → B and which options are still to place. To move one, remove it and
 * pick it again.
 */
export const OrderEditor = ({ value, onChange }: Props) => {
  const { t } = useTranslation('question');
  const unplaced = value.options.map((o) => o.key).filter((key) => !value.answer.includes(key));
  return (
    <Flex vertical gap={4}>
      <Select
        mode="multiple"
        allowClear
        value={value.answer}
        onChange={(answer: string[]) => onChange({ ...value, answer })}
        options={value.options.map((o) => ({ value: o.key, label: o.text ? `${o.key}. ${o.text}` : o.key }))}
        maxTagTextLength={12}
        placeholder={t('form.orderPlaceholder')}
        aria-label={t('form.order')}
      />
      {value.answer.length > 0 ? (
        <Typography.Text>{t('form.orderShown', { order: orderText(value.answer) })}</Typography.Text>
      ) : null}
      {unplaced.length > 0 ? (
        <Typography.Text type="secondary">{t('form.orderUnplaced', { keys: unplaced.join('、') })}</Typography.Text>
      ) : null}
    </Flex>
  );
};
