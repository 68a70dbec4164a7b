import { contentContract } from '@app/contract/content';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../../app/api-hooks.js';
import { ArticleList } from './article-list.js';
import { ArticleView } from './article-view.js';
import { usePageParams } from './use-page-params.js';

const pageSize = 10;

/** /activity/news: the paged news list; ?id= shows one item. */
export const NewsPage = () => {
  const { t } = useTranslation('content');
  const { update, id, page } = usePageParams();
  const news = useEndpointQuery(contentContract.noticeList, { page, limit: pageSize }, { enabled: !id });

  return (
    <div style={{ padding: 24 }}>
      <Typography.Title level={3}>{t('newsTitle')}</Typography.Title>
      {id ? (
        <ArticleView source="notice" id={id} onBack={() => update({ id: undefined })} />
      ) : (
        <Card>
          <ArticleList
            data={news.data}
            loading={news.isLoading}
            onPage={(p) => update({ page: p })}
            onOpen={(articleId) => update({ id: articleId })}
          />
        </Card>
      )}
    </div>
  );
};
