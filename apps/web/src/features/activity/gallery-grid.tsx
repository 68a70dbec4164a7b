import type { Template } from '@app/contract';
import { Card, Col, Empty, Flex, Pagination, type PaginationProps, Row, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  templates: Template[];
  loading: boolean;
  pagination: PaginationProps;
  onOpen: (id: number) => void;
};

/** The kind's templates as cards (cover, title, use count), with paging below. */
export const GalleryGrid = ({ templates, loading, pagination, onOpen }: Props) => {
  const { t } = useTranslation('gallery');
  return (
    <Spin spinning={loading}>
      {templates.length === 0 && !loading ? (
        <Empty description={t('empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {templates.map((tpl) => (
            <Col key={tpl.id} xs={24} sm={12} md={8} xl={6}>
              <Card
                hoverable
                onClick={() => onOpen(tpl.id)}
                cover={<img src={tpl.cover} alt={tpl.title} style={{ aspectRatio: '16 / 9', objectFit: 'cover' }} />}
                styles={{ body: { padding: 12 } }}
              >
                <Typography.Text strong ellipsis>
                  {tpl.title}
                </Typography.Text>
                <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
                  {t('useCount', { count: tpl.use_count })}
                </Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Pagination {...pagination} pageSizeOptions={[12, 24, 48]} hideOnSinglePage />
      </Flex>
    </Spin>
  );
};
