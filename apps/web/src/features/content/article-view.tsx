import { contentContract } from '@app/contract/content';
import { Button, Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../../app/api-hooks.js';
import { dateText } from '../../components/date-text.js';
import { HtmlContent } from '../../components/html-content.js';

type Props = { source: 'help' | 'notice'; id: number; onBack: () => void };

const detailOf = { help: contentContract.helpDetail, notice: contentContract.noticeDetail };

/** One help or news article with a way back to its list. */
export const ArticleView = ({ source, id, onBack }: Props) => {
  const { t } = useTranslation('content');
  const article = useEndpointQuery(detailOf[source], { id });
  return (
    <Card>
      <Button type="link" style={{ padding: 0 }} onClick={onBack}>
        {t('backToList')}
      </Button>
      {article.data ? (
        <article>
          <Typography.Title level={3}>{article.data.title}</Typography.Title>
          <Typography.Text type="secondary">
            {article.data.category ? `${article.data.category} · ` : ''}
            {dateText(article.data.published_at, true)}
          </Typography.Text>
          <HtmlContent html={article.data.content} className="article-body" />
        </article>
      ) : (
        <Skeleton active loading={article.isLoading} />
      )}
    </Card>
  );
};
