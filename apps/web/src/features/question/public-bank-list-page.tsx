import type { QuestionBank } from '@app/contract';
import { questionContract } from '@app/contract/question';
import { Button, Card, Input, Space, Table, type TableColumnsType, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '../../components/page-frame.js';
import { usePagedList } from '../../components/paged-list.js';
import { useCopyFromPublic, usePublicTopics } from './api.js';
import { showCopied } from './copied-toast.js';

const allTopics = '';

/** /question/public_question: the platform's banks by topic; open one, or copy it whole into a bank of my own. */
export const PublicBankListPage = () => {
  const { t } = useTranslation('question');
  const navigate = useNavigate();
  const topics = usePublicTopics();
  const banks = usePagedList(questionContract.publicBanks, {});
  const copy = useCopyFromPublic();

  const copyWhole = (b: QuestionBank) =>
    copy.mutate({ from_bank_id: b.id }, { onSuccess: (result) => showCopied(result, navigate) });

  const columns: TableColumnsType<QuestionBank> = [
    { title: t('bankName'), dataIndex: 'name' },
    { title: t('bankDescription'), dataIndex: 'description', render: (d: string) => d || '-' },
    { title: t('topic'), dataIndex: 'topic', render: (topic: string) => <Tag>{topic}</Tag> },
    { title: t('questionCount'), dataIndex: 'question_count', align: 'right' },
    {
      title: t('operations'),
      key: 'operations',
      render: (_, b) => (
        <Space size={0} wrap>
          <Link to={`/question/public_timu?id=${b.id}`} style={{ padding: '0 8px' }}>
            {t('viewQuestions')}
          </Link>
          <Button
            type="link"
            loading={copy.isPending && copy.variables?.from_bank_id === b.id}
            onClick={() => copyWhole(b)}
          >
            {t('copyToMine')}
          </Button>
        </Space>
      ),
    },
  ];

  const tabs = [
    { key: allTopics, label: t('allTopics') },
    ...(topics.data ?? []).map((x) => ({ key: x.topic, label: `${x.topic} (${x.bank_count})` })),
  ];

  return (
    <PageFrame title={t('publicTitle')}>
      <Card>
        <Tabs
          items={tabs}
          activeKey={banks.filters.topic ?? allTopics}
          onChange={(topic) => banks.setFilters({ ...banks.filters, topic: topic || undefined })}
        />
        <Input.Search
          allowClear
          maxLength={100}
          placeholder={t('searchBanks')}
          aria-label={t('searchBanks')}
          enterButton={t('search')}
          onSearch={(v) => banks.setFilters({ ...banks.filters, keywords: v.trim() || undefined })}
          style={{ maxWidth: 360, marginBottom: 16 }}
        />
        <Table {...banks.table} columns={columns} locale={{ emptyText: t('noBanks') }} />
      </Card>
    </PageFrame>
  );
};
