import { statisticContract } from '@app/contract/statistic';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../../components/paged-list.js';
import { type TextAnswer, TextAnswerTable } from './text-answer-table.js';

export type OtherTarget = { questionKey: string; optionKey: string; label: string };
type Props = { activityId: number; target: OtherTarget; onClose: () => void };

const rowKey = (a: TextAnswer) => `${a.response_id}:${a.text}`;

/** What participants wrote into an "other, please specify" option, paged and searchable. */
export const OtherTextsModal = ({ activityId, target, onClose }: Props) => {
  const { t } = useTranslation('statistic', { keyPrefix: 'survey' });
  const base = { activity_id: activityId, question_key: target.questionKey, option_key: target.optionKey };
  const list = usePagedList(statisticContract.questionnaireOptionExtend, { ...base, keywords: '' });
  return (
    <Modal open title={t('otherTitle', { option: target.label })} onCancel={onClose} footer={null} width={720}>
      <TextAnswerTable
        table={{ ...list.table, rowKey }}
        onSearch={(keywords) => list.setFilters({ ...base, keywords })}
      />
    </Modal>
  );
};
