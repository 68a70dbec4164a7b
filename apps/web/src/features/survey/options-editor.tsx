import { PlusOutlined } from '@ant-design/icons';
import { type SurveyOption, type SurveyQuestion, surveyLimits } from '@app/contract';
import { Button, Checkbox, Flex, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditableRow } from './editable-row.js';
import { newKey } from './question-factory.js';

type Target = { value: string; label: string };
type Props = {
  q: SurveyQuestion;
  /** Scored forms put points on choice options. */
  scoring: boolean;
  /** Later questions a choice may jump to; none for types without jumps. */
  jumpTargets: Target[] | null;
  onChange: (options: SurveyOption[]) => void;
};

const isChoice = (q: SurveyQuestion) => q.type === 'radio' || q.type === 'checkbox' || q.type === 'select';

/** The options of a choice, ranking or matrix (its columns): text, order, "other", points and jumps. */
export const OptionsEditor = ({ q, scoring, jumpTargets, onChange }: Props) => {
  const { t } = useTranslation('survey');
  const options = q.options;
  const set = (i: number, patch: Partial<SurveyOption>) =>
    onChange(options.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  // A question has at most one "other, please specify" option: ticking one unticks the rest.
  const setOther = (i: number, other: boolean) =>
    onChange(options.map((o, j) => (j === i ? { ...o, other } : other ? { ...o, other: false } : o)));
  const add = () =>
    onChange([
      ...options,
      {
        key: newKey(
          'o',
          options.map((o) => o.key),
        ),
        label: t('defaults.option', { n: options.length + 1 }),
        other: false,
        score: 0,
        jump_to: '',
      },
    ]);
  const jumpOptions = jumpTargets && [
    { value: '', label: t('noJump') },
    ...jumpTargets,
    { value: 'end', label: t('jumpEnd') },
  ];

  return (
    <Flex vertical gap={8} role="group" aria-label={t(q.type === 'matrix' ? 'columns' : 'options')}>
      <Typography.Text strong>{t(q.type === 'matrix' ? 'columns' : 'options')}</Typography.Text>
      {options.map((o, i) => {
        const n = i + 1;
        return (
          <Flex key={o.key} vertical gap={4} style={{ padding: 8, background: '#fafafa', borderRadius: 6 }}>
            <EditableRow kind="option" items={options} index={i} min={2} onChange={onChange} />
            {isChoice(q) && (
              <Flex gap={8} align="center" wrap>
                <Checkbox
                  aria-label={t('otherOf', { n })}
                  checked={o.other}
                  onChange={(e) => setOther(i, e.target.checked)}
                >
                  {t('other')}
                </Checkbox>
                {scoring && (
                  <InputNumber
                    size="small"
                    aria-label={t('scoreOf', { n })}
                    prefix={t('score')}
                    value={o.score}
                    min={-1000}
                    max={1000}
                    style={{ width: 110 }}
                    onChange={(v) => set(i, { score: v ?? 0 })}
                  />
                )}
                {jumpOptions && (
                  <Select
                    size="small"
                    aria-label={t('jumpOf', { n })}
                    prefix={t('jumpTo')}
                    value={o.jump_to}
                    options={jumpOptions}
                    style={{ minWidth: 180 }}
                    popupMatchSelectWidth={false}
                    onChange={(v) => set(i, { jump_to: v })}
                  />
                )}
              </Flex>
            )}
          </Flex>
        );
      })}
      <Button icon={<PlusOutlined />} onClick={add} disabled={options.length >= surveyLimits.options}>
        {t('addOption')}
      </Button>
    </Flex>
  );
};
