import { activityContract } from '@app/contract/activity';
import { Card } from 'antd';
import { useState } from 'react';
import { usePagedList } from '../../components/paged-list.js';
import { GalleryCases } from './gallery-cases.js';
import { GalleryDetailModal } from './gallery-detail-modal.js';
import { GalleryFilterBar } from './gallery-filters.js';
import { GalleryGrid } from './gallery-grid.js';
import { useClosedNote, useGalleryStart } from './gallery-start.js';

const pageSize = 12;

/**
 * One kind's templates: filters, cards and showcases, and a template's detail with the two ways to start. The
 * recommendation pages show it under their heading, the big-screen lottery's home beside the organiser's lotteries.
 */
export const TemplateGallery = ({ kind }: { kind: number }) => {
  const list = usePagedList(activityContract.templateList, {}, { fixed: { type: kind }, pageSize });
  const start = useGalleryStart(kind);
  const closedNote = useClosedNote(kind);
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <>
      <Card>
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
    </>
  );
};
