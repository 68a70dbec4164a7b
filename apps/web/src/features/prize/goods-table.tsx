import type { PrizeGoods, PrizeTurn } from '@app/contract';
import { Button, Image, message, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { useDeleteGoods, useSortGoods } from './api.js';

/** The ids with the one at `from` swapped with its neighbour `by` places away. */
const swapped = (ids: number[], from: number, by: number) => {
  const next = [...ids];
  [next[from], next[from + by]] = [next[from + by]!, next[from]!];
  return next;
};

const linkButton = { type: 'link', size: 'small', style: { padding: 0 } } as const;

/** A turn's goods in draw order: picture, name, left, won and chance; edit, delete, move up and down. */
export const GoodsTable = ({ turn, onEdit }: { turn: PrizeTurn; onEdit: (g: PrizeGoods) => void }) => {
  const { t } = useTranslation('prize');
  const remove = useDeleteGoods();
  const sort = useSortGoods();
  const ids = turn.goods.map((g) => g.id);
  const move = (index: number, by: number) => sort.mutate({ turn_id: turn.id, ids: swapped(ids, index, by) });
  const confirmDelete = (g: PrizeGoods) =>
    confirmNotice(t('deleteGoodsConfirm', { name: g.name }), () =>
      remove.mutate({ id: g.id }, { onSuccess: () => void message.success(t('deleted'), toastSeconds) }),
    );

  const columns: TableColumnsType<PrizeGoods> = [
    {
      title: t('goodsImage'),
      dataIndex: 'image',
      width: 88,
      render: (src: string, g) => (src ? <Image src={src} width={48} height={48} alt={g.name} /> : '-'),
    },
    { title: t('goodsName'), dataIndex: 'name' },
    { title: t('stock'), dataIndex: 'stock', width: 96, align: 'right' },
    { title: t('won'), dataIndex: 'won', width: 96, align: 'right' },
    { title: t('probability'), dataIndex: 'probability', width: 120, align: 'right', render: (p: number) => `${p}%` },
    {
      title: t('operations'),
      key: 'operations',
      width: 220,
      render: (_, g, i) => (
        <Space size="middle">
          <Button {...linkButton} onClick={() => onEdit(g)}>
            {t('edit')}
          </Button>
          <Button {...linkButton} danger onClick={() => confirmDelete(g)}>
            {t('delete')}
          </Button>
          <Button {...linkButton} disabled={i === 0 || sort.isPending} onClick={() => move(i, -1)}>
            {t('moveUp')}
          </Button>
          <Button {...linkButton} disabled={i === ids.length - 1 || sort.isPending} onClick={() => move(i, 1)}>
            {t('moveDown')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Table
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={turn.goods}
      pagination={false}
      locale={{ emptyText: t('noGoods') }}
    />
  );
};
