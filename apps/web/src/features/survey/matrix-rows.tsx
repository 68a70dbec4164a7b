import { PlusOutlined } from '@ant-design/icons';
import { type SurveyQuestion, surveyLimits } from '@app/contract';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditableRow } from './editable-row.js';
import { newKey } from './question-factory.js';

type Row = SurveyQuestion['rows'][number];

/** A matrix's rows: titles, order, add and remove (at least one stays). */
export const MatrixRows = ({ rows, onChange }: { rows: Row[]; onChange: (rows: Row[]) => void }) => {
  const { t } = useTranslation('survey');
  return (
    <Flex vertical gap={8} role="group" aria-label={t('rows')} style={{ marginBottom: 12 }}>
      <Typography.Text strong>{t('rows')}</Typography.Text>
      {rows.map((r, i) => (
        <EditableRow key={r.key} kind="row" items={rows} index={i} min={1} onChange={onChange} />
      ))}
      <Button
        icon={<PlusOutlined />}
        disabled={rows.length >= surveyLimits.matrixRows}
        onClick={() =>
          onChange([
            ...rows,
            {
              key: newKey(
                'r',
                rows.map((r) => r.key),
              ),
              label: t('defaults.row', { n: rows.length + 1 }),
            },
          ])
        }
      >
        {t('addRow')}
      </Button>
    </Flex>
  );
};
