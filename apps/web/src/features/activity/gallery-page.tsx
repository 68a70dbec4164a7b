import { Alert, Button, Flex, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { kindLabelKey, kindOfRoute } from '../../components/activity-kinds.js';
import { ComingTag } from '../../components/coming-tag.js';
import { useClosedNote, useGalleryStart } from './gallery-start.js';
import { TemplateGallery } from './template-gallery.js';

const KindGallery = ({ kind }: { kind: number }) => {
  const { t } = useTranslation('gallery');
  const start = useGalleryStart(kind);
  const closedNote = useClosedNote(kind);

  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <div>
          <Flex align="center" gap={8} style={{ marginBottom: 4 }}>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {t(kindLabelKey(kind))}
            </Typography.Title>
            {closedNote ? <ComingTag /> : null}
          </Flex>
          <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
        </div>
        <Button type="primary" size="large" disabled={Boolean(closedNote)} onClick={start.blank}>
          {t('createBlank')}
        </Button>
      </Flex>
      {closedNote ? <Alert type="info" showIcon title={closedNote} /> : null}
      <div>
        <TemplateGallery kind={kind} />
      </div>
    </Flex>
  );
};

/** The recommendation pages: one kind's template gallery, the kind read from the route. */
export const GalleryPage = () => {
  const { t } = useTranslation('gallery');
  const def = kindOfRoute(useLocation().pathname);
  if (!def) return <Result status="404" title={t('unknownKind')} />;
  // Keyed by kind, so moving between galleries starts from fresh filters and paging.
  return <KindGallery key={def.kind} kind={def.kind} />;
};
