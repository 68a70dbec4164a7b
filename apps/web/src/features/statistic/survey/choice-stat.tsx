import type { SurveyQuestionStat } from '@app/contract';
import { Button, Segmented, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/echart.js';

type OptionCount = SurveyQuestionStat['options'][number];
type Props = { question: SurveyQuestionStat; onOther?: (option: OptionCount) => void };

const chartOption = (kind: 'bar' | 'pie', options: OptionCount[], seriesName: string) =>
  kind === 'pie'
    ? {
        tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
        series: [
          {
            name: seriesName,
            type: 'pie',
            radius: '65%',
            data: options.map((o) => ({ name: o.label, value: o.count })),
          },
        ],
      }
    : {
        tooltip: { trigger: 'axis' },
        grid: { left: 8, right: 40, top: 8, bottom: 8, containLabel: true },
        xAxis: { type: 'value', minInterval: 1 },
        yAxis: { type: 'category', inverse: true, data: options.map((o) => o.label) },
        series: [
          {
            name: seriesName,
            type: 'bar',
            barMaxWidth: 24,
            data: options.map((o) => o.count),
            label: { show: true, position: 'right' },
          },
        ],
      };

/**
 * A choice (or rating) question: picks per option as a bar or pie chart and a table of counts and percents. An
 * "other, please specify" option links to the texts written into it; a rating shows its average.
 */
export const ChoiceStat = ({ question, onOther }: Props) => {
  const { t } = useTranslation('statistic', { keyPrefix: 'survey' });
  const [kind, setKind] = useState<'bar' | 'pie'>('bar');
  const rating = question.type === 'rating';
  const options = useMemo(
    () => (rating ? question.options.map((o) => ({ ...o, label: t('point', { n: o.label }) })) : question.options),
    [question.options, rating, t],
  );
  const option = useMemo(() => chartOption(kind, options, t('count')), [kind, options, t]);

  const columns: TableColumnsType<OptionCount> = [
    {
      title: t('option'),
      dataIndex: 'label',
      render: (label: string, o) => (
        <Space>
          {label}
          {o.other && onOther && (
            <Button type="link" size="small" onClick={() => onOther(o)}>
              {t('otherTexts')}
            </Button>
          )}
        </Space>
      ),
    },
    { title: t('count'), dataIndex: 'count', width: 100 },
    { title: t('percent'), dataIndex: 'percent', width: 100, render: (p: number) => `${p}%` },
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space>
        <Segmented
          size="small"
          value={kind}
          onChange={(v) => setKind(v as 'bar' | 'pie')}
          options={[
            { value: 'bar', label: t('bar') },
            { value: 'pie', label: t('pie') },
          ]}
        />
        {rating && (
          <Typography.Text strong>
            {question.average === null ? t('noAverage') : t('average', { n: question.average })}
          </Typography.Text>
        )}
      </Space>
      <EChart option={option} label={question.title} height={Math.max(160, options.length * 36)} />
      <Table<OptionCount> rowKey="key" columns={columns} dataSource={options} pagination={false} size="small" />
    </Space>
  );
};
