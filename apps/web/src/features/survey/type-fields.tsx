import { type SurveyQuestion, surveyLimits, textFormats } from '@app/contract';
import { Flex, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Labeled } from './labeled.js';
import { MatrixRows } from './matrix-rows.js';

type Props = { q: SurveyQuestion; onChange: (patch: Partial<SurveyQuestion>) => void };

/** The settings only some types have: checkbox bounds, text format, rating scale, matrix rows, upload limits. */
export const TypeFields = ({ q, onChange }: Props) => {
  const { t } = useTranslation('survey');
  switch (q.type) {
    case 'checkbox':
      return (
        <Flex gap={12}>
          <Labeled label={t('minSelect')} help={t('noBound')}>
            {(id) => (
              <InputNumber
                id={id}
                min={0}
                max={q.options.length}
                value={q.min_select}
                onChange={(v) => onChange({ min_select: v ?? 0 })}
              />
            )}
          </Labeled>
          <Labeled label={t('maxSelect')} help={t('noBound')}>
            {(id) => (
              <InputNumber
                id={id}
                min={0}
                max={q.options.length}
                value={q.max_select}
                onChange={(v) => onChange({ max_select: v ?? 0 })}
              />
            )}
          </Labeled>
        </Flex>
      );
    case 'text':
      return (
        <Labeled label={t('format')}>
          {(id) => (
            <Select
              id={id}
              value={q.format}
              onChange={(format) => onChange({ format })}
              options={textFormats.map((f) => ({ value: f, label: t(`formats.${f}`) }))}
            />
          )}
        </Labeled>
      );
    case 'rating':
      return <RatingFields q={q} onChange={onChange} />;
    case 'matrix':
      return <MatrixRows rows={q.rows} onChange={(rows) => onChange({ rows })} />;
    case 'upload':
      return (
        <>
          <Labeled label={t('accept')}>
            {(id) => (
              <Radio.Group
                id={id}
                value={q.accept}
                onChange={(e) => onChange({ accept: e.target.value })}
                options={(['image', 'file'] as const).map((a) => ({ value: a, label: t(`accepts.${a}`) }))}
              />
            )}
          </Labeled>
          <Labeled label={t('maxFiles')}>
            {(id) => (
              <InputNumber
                id={id}
                min={1}
                max={surveyLimits.files}
                value={q.max_files}
                onChange={(v) => onChange({ max_files: v ?? 1 })}
              />
            )}
          </Labeled>
        </>
      );
    default:
      return null;
  }
};

const RatingFields = ({ q, onChange }: Props) => {
  const { t } = useTranslation('survey');
  const [low, high] = q.scale_labels;
  return (
    <>
      <Labeled label={t('scale')}>
        {(id) => (
          <InputNumber
            id={id}
            min={surveyLimits.scaleMin}
            max={surveyLimits.scaleMax}
            value={q.scale}
            onChange={(v) => onChange({ scale: v ?? 5 })}
          />
        )}
      </Labeled>
      <Flex gap={12}>
        <Labeled label={t('scaleLow')}>
          {(id) => (
            <Input
              id={id}
              maxLength={20}
              value={low}
              onChange={(e) => onChange({ scale_labels: [e.target.value, high] })}
            />
          )}
        </Labeled>
        <Labeled label={t('scaleHigh')}>
          {(id) => (
            <Input
              id={id}
              maxLength={20}
              value={high}
              onChange={(e) => onChange({ scale_labels: [low, e.target.value] })}
            />
          )}
        </Labeled>
      </Flex>
      <Labeled label={t('ratingStyle')}>
        {(id) => (
          <Radio.Group
            id={id}
            value={q.rating_style}
            onChange={(e) => onChange({ rating_style: e.target.value })}
            options={(['star', 'number'] as const).map((s) => ({ value: s, label: t(`ratingStyles.${s}`) }))}
          />
        )}
      </Labeled>
    </>
  );
};
