import { isOpenKind } from '@app/contract';
import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { activityKinds, kindLabelKey } from '../../components/activity-kinds.js';
import { ComingTag } from '../../components/coming-tag.js';

/** The six activity kinds as cards; picking one opens its creation form. A kind that does not run yet is marked and cannot be picked. */
export const KindPicker = ({ onPick }: { onPick: (kind: number) => void }) => {
  const { t } = useTranslation('activity');
  return (
    <Row gutter={[16, 16]}>
      {activityKinds.map((k) => {
        const open = isOpenKind(k.kind);
        const title = (
          <>
            {t(kindLabelKey(k.kind))} {open ? null : <ComingTag />}
          </>
        );
        return (
          <Col key={k.kind} xs={24} sm={12} lg={8}>
            <Card
              hoverable={open}
              role="button"
              tabIndex={0}
              aria-disabled={!open}
              style={open ? undefined : { opacity: 0.6, cursor: 'not-allowed' }}
              onClick={() => open && onPick(k.kind)}
              onKeyDown={(e) => open && e.key === 'Enter' && onPick(k.kind)}
            >
              <Card.Meta title={title} description={t(`kindHint${k.kind}`)} />
            </Card>
          </Col>
        );
      })}
    </Row>
  );
};
