import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import type { SurveyQuestion } from '@app/contract';
import { Button, Card, Divider, Empty, Flex, Tag, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmNotice } from '../../components/notice-dialog.js';
import { usePlaceLabel } from './place-label.js';
import { hasLogic, type Place, places } from './question-list-ops.js';
import type { BuilderState } from './use-builder-state.js';

const listStyle: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
};
/** The item's text is its select button, so the keyboard reaches it; it looks like plain text. */
const pick: CSSProperties = {
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  padding: 0,
  border: 0,
  background: 'none',
  textAlign: 'left',
  cursor: 'pointer',
  font: 'inherit',
};
const dash: CSSProperties = { flex: 1, minWidth: 40, borderTop: '1px dashed #bfbfbf' };
const item = (selected: boolean): CSSProperties => ({
  padding: '10px 12px',
  borderRadius: 8,
  border: `1px solid ${selected ? '#1677ff' : '#f0f0f0'}`,
  background: selected ? '#f0f7ff' : '#fff',
});

/** The questionnaire in order: numbered questions, page breaks as 第N页 separators, each with its tools. */
export const QuestionList = ({ state }: { state: BuilderState }) => {
  const { t } = useTranslation('survey');
  const list = state.settings.questions;
  const where = places(list);
  const paged = list.some((q) => q.type === 'page_break');
  return (
    <Card size="small" title={t('list')}>
      {list.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        <>
          {paged && (
            <Divider plain style={{ margin: '0 0 8px' }}>
              {t('page', { n: 1 })}
            </Divider>
          )}
          <ol aria-label={t('list')} style={listStyle}>
            {list.map((q, i) => (
              <QuestionItem
                key={q.key}
                q={q}
                place={where.get(q.key)}
                first={i === 0}
                last={i === list.length - 1}
                state={state}
              />
            ))}
          </ol>
        </>
      )}
    </Card>
  );
};

type ItemProps = { q: SurveyQuestion; place: Place | undefined; first: boolean; last: boolean; state: BuilderState };

const QuestionItem = ({ q, place, first, last, state }: ItemProps) => {
  const { t } = useTranslation('survey');
  const label = usePlaceLabel()(place);
  const selected = state.selected === q.key;
  const tool = (name: string, icon: ReactNode, fn: () => void, disabled = false) => (
    // A native title: an antd Tooltip on each of four tools per question makes long lists slow to edit.
    <Button size="small" type="text" aria-label={name} title={name} icon={icon} disabled={disabled} onClick={fn} />
  );
  return (
    <li aria-label={q.type === 'page_break' ? label : `${label} ${q.title}`} style={item(selected)}>
      <Flex align="center" gap={8}>
        <button type="button" aria-pressed={selected} style={pick} onClick={() => state.select(q.key)}>
          {q.type === 'page_break' ? (
            <>
              <span style={dash} />
              <Typography.Text type="secondary">{label}</Typography.Text>
              <span style={dash} />
            </>
          ) : (
            <>
              <Typography.Text strong>{label}</Typography.Text>
              <Typography.Text ellipsis style={{ maxWidth: 360 }}>
                {q.title}
              </Typography.Text>
              <Tag>{t(`type.${q.type}`)}</Tag>
              {q.required && <Tag color="red">{t('required')}</Tag>}
              {hasLogic(q) && <Tag color="purple">{t('logic')}</Tag>}
            </>
          )}
        </button>
        <Flex gap={2}>
          {tool(t('moveUp'), <ArrowUpOutlined />, () => state.move(q.key, -1), first)}
          {tool(t('moveDown'), <ArrowDownOutlined />, () => state.move(q.key, 1), last)}
          {tool(t('copy'), <CopyOutlined />, () => state.copy(q.key))}
          {tool(t('remove'), <DeleteOutlined />, () => confirmNotice(t('removeConfirm'), () => state.remove(q.key)))}
        </Flex>
      </Flex>
    </li>
  );
};
