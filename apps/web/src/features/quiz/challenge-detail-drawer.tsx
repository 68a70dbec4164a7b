import type { DataOf } from '@app/contract';
import type { pkContract } from '@app/contract/quiz';
import { Descriptions, Drawer, Spin, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../components/date-text.js';
import { useChallengeDetail } from './pk-api.js';
import { secondsOf } from './pk-format.js';

type Answer = DataOf<typeof pkContract.challengeDetail>['answers'][number];

/** One challenge record with the questions its participant answered, each right or wrong. */
export const ChallengeDetailDrawer = ({ id, onClose }: { id: number; onClose: () => void }) => {
  const { t } = useTranslation('quiz', { keyPrefix: 'pk' });
  const detail = useChallengeDetail(id);
  const c = detail.data;
  const columns: TableColumnsType<Answer> = [
    { title: '#', dataIndex: 'index', width: 56, render: (i: number) => i + 1 },
    { title: t('challenges.stem'), dataIndex: 'stem' },
    { title: t('challenges.given'), dataIndex: 'given', render: (g: string[]) => g.join('、') || '-' },
    {
      title: t('challenges.result'),
      dataIndex: 'correct',
      width: 88,
      render: (right: boolean) => (
        <Tag color={right ? 'success' : 'error'}>{right ? t('challenges.right') : t('challenges.wrong')}</Tag>
      ),
    },
  ];
  return (
    <Drawer open title={t('challenges.answers')} size={720} onClose={onClose} destroyOnHidden>
      {c ? (
        <>
          <Descriptions column={2} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('challenges.level')}>{c.level_name}</Descriptions.Item>
            <Descriptions.Item label={t('challenges.kind')}>{t(`challenges.kinds.${c.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={t('challenges.name')}>{c.name}</Descriptions.Item>
            <Descriptions.Item label={t('challenges.phone')}>{c.phone || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('challenges.score')}>{`${c.correct_count}/${c.total}`}</Descriptions.Item>
            <Descriptions.Item label={t('challenges.duration')}>
              {t('seconds', { n: secondsOf(c.duration_ms) })}
            </Descriptions.Item>
            <Descriptions.Item label={t('challenges.result')}>{t(`challenges.status.${c.status}`)}</Descriptions.Item>
            <Descriptions.Item label={t('challenges.time')}>{dateText(c.created_at, true)}</Descriptions.Item>
          </Descriptions>
          <Table
            rowKey="index"
            size="small"
            columns={columns}
            dataSource={c.answers}
            pagination={false}
            locale={{ emptyText: t('challenges.noAnswers') }}
          />
        </>
      ) : (
        <Spin spinning={detail.isPending} />
      )}
    </Drawer>
  );
};
