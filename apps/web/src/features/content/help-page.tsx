import { contentContract } from '@app/contract/content';
import { Card, Col, Input, Menu, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../../app/api-hooks.js';
import { ArticleList } from './article-list.js';
import { ArticleView } from './article-view.js';
import { usePageParams } from './use-page-params.js';

const pageSize = 10;
const allKey = '__all__';

/** /help: categories, keyword search, the paged article list and one article. */
export const HelpPage = () => {
  const { t } = useTranslation('content');
  const { params, update, id, page } = usePageParams();
  const category = params.get('category') ?? '';
  const keywords = params.get('keywords') ?? '';
  const categories = useEndpointQuery(contentContract.helpCategories, {});
  const articles = useEndpointQuery(
    contentContract.helpList,
    { page, limit: pageSize, ...(category ? { category } : {}), ...(keywords ? { keywords } : {}) },
    { enabled: !id },
  );

  return (
    <div style={{ padding: 24 }}>
      <Typography.Title level={3}>{t('helpTitle')}</Typography.Title>
      <Row gutter={24}>
        <Col xs={24} md={6}>
          <Card styles={{ body: { padding: 8 } }}>
            <Menu
              mode="inline"
              style={{ borderInlineEnd: 0 }}
              selectedKeys={[category || allKey]}
              onClick={({ key }) =>
                update({ category: key === allKey ? undefined : key, page: undefined, id: undefined })
              }
              items={[
                { key: allKey, label: t('allCategories') },
                ...(categories.data ?? []).map((c) => ({ key: c.category, label: `${c.category} (${c.count})` })),
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} md={18}>
          {id ? (
            <ArticleView source="help" id={id} onBack={() => update({ id: undefined })} />
          ) : (
            <Card>
              <Input.Search
                allowClear
                defaultValue={keywords}
                placeholder={t('searchPlaceholder')}
                enterButton={t('search')}
                aria-label={t('searchPlaceholder')}
                onSearch={(value) => update({ keywords: value.trim(), page: undefined })}
                style={{ marginBottom: 16, maxWidth: 480 }}
              />
              <ArticleList
                data={articles.data}
                loading={articles.isLoading}
                onPage={(p) => update({ page: p })}
                onOpen={(articleId) => update({ id: articleId })}
              />
            </Card>
          )}
        </Col>
      </Row>
    </div>
  );
};
