import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { activityKinds, kindLabelKey } from '../../components/activity-kinds.js';

/** The six activity kinds as cards; picking one opens its creation form. */
export const KindPicker = ({ onPick }: { onPick: (kind: number) => void }) => {
  const { t } = useTranslation('activity');
  return (
    <Row gutter={[16, 16]}>
      {activityKinds.map((k) => (
        <Col key={k.kind} xs={24} sm={12} lg={8}>
          <Card
            hoverable
            role="button"
            tabIndex={0}
            onClick={() => onPick(k.kind)}
            onKeyDown={(e) => e.key === 'Enter' && onPick(k.kind)}
          >
            <Card.Meta title={t(kindLabelKey(k.kind))} description={t(`kindHint${k.kind}`)} />
          </Card>
        </Col>
      ))}
    </Row>
  );
};
