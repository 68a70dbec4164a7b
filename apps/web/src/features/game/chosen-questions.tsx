import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PickedQuestion } from './question-picker-modal.js';

type Props = { value: PickedQuestion[]; onChange: (value: PickedQuestion[]) => void };

const moved = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** A round's questions in play order: moved up or down, or removed. */
export const ChosenQuestions = ({ value, onChange }: Props) => {
  const { t } = useTranslation('game');
  if (value.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('round.noQuestions')} />;
  return (
    <List
      size="small"
      bordered
      style={{ maxHeight: 280, overflowY: 'auto' }}
      dataSource={value}
      renderItem={(q, i) => (
        <List.Item
          actions={[
            <Button
              key="up"
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={`${t('round.moveUp')} ${q.stem}`}
              disabled={i === 0}
              onClick={() => onChange(moved(value, i, i - 1))}
            />,
            <Button
              key="down"
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={`${t('round.moveDown')} ${q.stem}`}
              disabled={i === value.length - 1}
              onClick={() => onChange(moved(value, i, i + 1))}
            />,
            <Button
              key="remove"
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('round.remove')} ${q.stem}`}
              onClick={() => onChange(value.filter((_, k) => k !== i))}
            />,
          ]}
        >
          <Flex gap={8} align="center" style={{ minWidth: 0 }}>
            <Typography.Text type="secondary">{i + 1}.</Typography.Text>
            <Tag>{t(`types.${q.type}`)}</Tag>
            <Typography.Text ellipsis>{q.stem}</Typography.Text>
          </Flex>
        </List.Item>
      )}
    />
  );
};
