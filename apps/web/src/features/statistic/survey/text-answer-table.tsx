import type { statisticContract } from '@app/contract/statistic';
import { Input, Table, type TableColumnsType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../../components/date-text.js';
import type { RowOf } from '../../../components/paged-list.js';

export type TextAnswer = RowOf<typeof statisticContract.quesStatisticTextSearch>;

type Props = {
  table: TableProps<TextAnswer>;
  onSearch: (keywords: string) => void;
  /** Uploads answer file addresses: show them as links. */
  links?: boolean;
};

/** Texts typed into a question (or into an "other" option), newest first, with a keyword search. */
export const TextAnswerTable = ({ table, onSearch, links = false }: Props) => {
  const { t } = useTranslation('statistic', { keyPrefix: 'survey' });
  const columns: TableColumnsType<TextAnswer> = [
    {
      title: t('answer'),
      dataIndex: 'text',
      render: (text: string) =>
        links ? (
          <a href={text} target="_blank" rel="noreferrer">
            {text}
          </a>
        ) : (
          <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>
        ),
    },
    { title: t('name'), dataIndex: 'name', width: 140, render: (name: string) => name || t('anonymous') },
    { title: t('submittedAt'), dataIndex: 'created_at', width: 160, render: (v: string) => dateText(v, true) },
  ];
  return (
    <>
      <Input.Search
        aria-label={t('keywords')}
        placeholder={t('keywords')}
        enterButton={t('search')}
        allowClear
        onSearch={(v) => onSearch(v.trim())}
        style={{ maxWidth: 360, marginBottom: 12 }}
      />
      <Table<TextAnswer> {...table} columns={columns} size="small" />
    </>
  );
};
