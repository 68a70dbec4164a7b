import { contract } from '@app/contract';
import { Button, Card, Flex, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { kindLabelKey, kindOfRoute } from '../../components/activity-kinds.js';
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

  return (
    <div style={{ padding: 24 }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            {t(kindLabelKey(kind))}
          </Typography.Title>
          <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
        </div>
        <Button type="primary" size="large" onClick={start.blank}>
          {t('createBlank')}
        </Button>
      </Flex>
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
