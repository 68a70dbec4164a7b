import { activityContract } from '@app/contract/activity';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../../app/api-hooks.js';

type Props = { kind: number; onOpen: (id: number) => void };

/** Showcases of the kind: who ran a template and how many took part; nothing when the kind has none. */
export const GalleryCases = ({ kind, onOpen }: Props) => {
  const { t } = useTranslation('gallery');
  const cases = useEndpointQuery(activityContract.templateCases, { type: kind });
  if (!cases.data?.length) return null;
  return (
    <section aria-label={t('cases')} style={{ marginTop: 24 }}>
      <Typography.Title level={4}>{t('cases')}</Typography.Title>
      <Row gutter={[16, 16]}>
        {cases.data.map((c) => (
          <Col key={c.id} xs={24} md={12} xl={8}>
            <Card hoverable size="small" onClick={() => onOpen(c.id)}>
              <Card.Meta
                avatar={
                  <img src={c.cover} alt={c.title} style={{ width: 120, aspectRatio: '16 / 9', borderRadius: 6 }} />
                }
                title={c.title}
                description={
                  <>
                    <div>{c.organiser}</div>
                    <div>{t('caseJoin', { count: c.join_count })}</div>
                  </>
                }
              />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
};
