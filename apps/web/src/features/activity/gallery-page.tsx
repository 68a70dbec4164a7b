import { contract, isOpenKind } from '@app/contract';
import { Alert, Button, Card, Flex, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { kindLabelKey, kindOfRoute } from '../../components/activity-kinds.js';
import { ComingTag } from '../../components/kind-coming.js';
import { usePagedList } from '../../components/paged-list.js';
import { GalleryCases } from './gallery-cases.js';
import { GalleryDetailModal } from './gallery-detail-modal.js';
import { GalleryFilterBar } from './gallery-filters.js';
import { GalleryGrid } from './gallery-grid.js';
import { useGalleryStart } from './gallery-start.js';

const pageSize = 12;

const KindGallery = ({ kind }: { kind: number }) => {
  const { t } = useTranslation('gallery');
  const list = usePagedList(contract.activity.templateList, { type: kind }, pageSize);
  const start = useGalleryStart(kind);
  const [openId, setOpenId] = useState<number | null>(null);
  // A kind that does not run yet shows its templates but offers no way to create (and so to pay for) one.
  const closedNote = isOpenKind(kind) ? null : t('common:kindComing.create', { kind: t(kindLabelKey(kind)) });

  return (
    <div style={{ padding: 24 }}>
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
      {closedNote ? <Alert type="info" showIcon style={{ marginTop: 16 }} title={closedNote} /> : null}
      <Card style={{ marginTop: 16 }}>
        <GalleryFilterBar
          kind={kind}
          value={list.filters}
          onChange={(patch) => list.setFilters({ ...list.filters, ...patch })}
        />
        <GalleryGrid
          templates={list.table.dataSource}
          loading={list.table.loading}
          pagination={list.table.pagination}
          onOpen={setOpenId}
        />
      </Card>
      <GalleryCases kind={kind} onOpen={setOpenId} />
      <GalleryDetailModal
        templateId={openId}
        onClose={() => setOpenId(null)}
        onUse={start.fromTemplate}
        onBlank={start.blank}
        closedNote={closedNote}
      />
    </div>
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
