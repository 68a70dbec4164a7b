import type { Question } from '@app/contract';
import { Button, Flex, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuestionsById, useRememberQuestions } from './api.js';
import { QuestionPickerModal } from './question-picker-modal.js';

type Props = { value?: number[]; onChange?: (ids: number[]) => void };

const moved = (ids: number[], from: number, to: number) => {
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
};

/** The fixed questions in the order participants get them: picked from banks, reordered, removed. */
export const ChosenQuestions = ({ value = [], onChange }: Props) => {
  const { t } = useTranslation('quiz');
  const [picking, setPicking] = useState(false);
  const known = useQuestionsById(value);
  const remember = useRememberQuestions();
  const change = (ids: number[]) => onChange?.(ids);

  const add = (picked: Question[]) => {
    remember(picked);
    const fresh = picked.map((q) => q.id).filter((id) => !value.includes(id));
    change([...value, ...fresh]);
  };

  return (
    <Flex vertical gap={8}>
      <Space>
        <Button onClick={() => setPicking(true)}>{t('pickQuestions')}</Button>
        <Typography.Text type="secondary">{t('chosenCount', { count: value.length })}</Typography.Text>
      </Space>
      <Table
        size="small"
        rowKey={(id) => id}
        dataSource={value}
        pagination={false}
        locale={{ emptyText: t('noQuestions') }}
        columns={[
          { title: '#', key: 'n', width: 48, render: (_, __, i) => i + 1 },
          { title: t('stem'), key: 'stem', render: (_, id) => known.get(id)?.stem ?? `#${id}` },
          {
            title: t('questionType'),
            key: 'type',
            width: 100,
            render: (_, id) => {
              const type = known.get(id)?.type;
              return type ? t(`type.${type}`) : '';
            },
          },
          { title: t('score'), key: 'score', width: 70, render: (_, id) => known.get(id)?.score ?? '' },
          {
            title: t('operations'),
            key: 'ops',
            width: 200,
            render: (_, id, i) => (
              <Space size={0}>
                <Button type="link" size="small" disabled={i === 0} onClick={() => change(moved(value, i, i - 1))}>
                  {t('moveUp')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  disabled={i === value.length - 1}
                  onClick={() => change(moved(value, i, i + 1))}
                >
                  {t('moveDown')}
                </Button>
                <Button type="link" size="small" danger onClick={() => change(value.filter((x) => x !== id))}>
                  {t('remove')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {picking ? <QuestionPickerModal chosen={value} onAdd={add} onClose={() => setPicking(false)} /> : null}
    </Flex>
  );
};
