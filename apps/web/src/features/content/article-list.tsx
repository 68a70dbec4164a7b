import type { ArticleSummary, List as ListOf } from '@app/contract';
import { Button, Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../components/date-text.js';

type Props = {
  data: ListOf<ArticleSummary> | undefined;
  loading: boolean;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
};

/** A paged list of articles (help or news): title, summary and date. */
export const ArticleList = ({ data, loading, onPage, onOpen }: Props) => {
  const { t } = useTranslation('content');
  return (
    <List
      itemLayout="vertical"
      loading={loading}
      dataSource={data?.list ?? []}
      locale={{ emptyText: <Empty description={t('noArticles')} /> }}
      pagination={
        data && data.total > data.limit
          ? { current: data.page, pageSize: data.limit, total: data.total, onChange: onPage, showSizeChanger: false }
          : false
      }
      renderItem={(a) => (
        <List.Item
          key={a.id}
          extra={a.image ? <img src={a.image} alt="" style={{ width: 160, borderRadius: 6 }} /> : null}
        >
          <List.Item.Meta
            title={
              <Button type="link" style={{ padding: 0, fontSize: 16 }} onClick={() => onOpen(a.id)}>
                {a.title}
              </Button>
            }
            description={`${a.category ? `${a.category} · ` : ''}${dateText(a.published_at)}`}
          />
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
            {a.summary}
          </Typography.Paragraph>
        </List.Item>
      )}
    />
  );
};
