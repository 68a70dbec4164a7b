import type { Candidate } from '@app/contract';
import { Image, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { numberText } from './vote-format.js';

/**
 * Who a candidate is — 编号, cover, name, category — as the first columns of the candidates and the sign-up review
 * tables. `t` reads number, cover, name, category and uncategorised under the table's own key prefix.
 */
export const candidateColumns = (t: TFunction): TableColumnsType<Candidate> => [
  { title: t('number'), dataIndex: 'number', width: 80, render: (n: number) => numberText(n) },
  {
    title: t('cover'),
    dataIndex: 'cover',
    width: 80,
    render: (src: string, row) => (src ? <Image src={src} width={48} height={48} alt={row.name} /> : '-'),
  },
  { title: t('name'), dataIndex: 'name' },
  { title: t('category'), dataIndex: 'category_name', render: (v: string) => v || t('uncategorised') },
];
