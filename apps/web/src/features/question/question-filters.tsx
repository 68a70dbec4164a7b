import { difficulties, type QuestionType, questionTypes } from '@app/contract';
import { Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';

export type QuestionFilters = { keywords?: string; type?: QuestionType; difficulty?: number; tag?: string };

type Props = { filters: QuestionFilters; onChange: (next: QuestionFilters) => void; withTag?: boolean };

/** Keywords, type and difficulty (and tag, in my own banks); '' stands for all and leaves a filter out. */
export const QuestionFilterBar = ({ filters, onChange, withTag = false }: Props) => {
  const { t } = useTranslation('question');
  const text = (v: string) => v.trim() || undefined;
  return (
    <Flex gap={12} wrap style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        maxLength={100}
        placeholder={t('searchQuestions')}
        aria-label={t('keywords')}
        enterButton={t('search')}
        onSearch={(v) => onChange({ ...filters, keywords: text(v) })}
        style={{ width: 280 }}
      />
      <Select
        aria-label={t('questionType')}
        style={{ width: 140 }}
        value={filters.type ?? ''}
        options={[
          { value: '', label: t('allTypes') },
          ...questionTypes.map((type) => ({ value: type, label: t(`type.${type}`) })),
        ]}
        onChange={(type: QuestionType | '') => onChange({ ...filters, type: type || undefined })}
      />
      <Select
        aria-label={t('difficultyLabel')}
        style={{ width: 140 }}
        value={filters.difficulty ?? 0}
        options={[
          { value: 0, label: t('allDifficulties') },
          ...difficulties.map((d) => ({ value: d, label: t(`difficulty.${d}`) })),
        ]}
        onChange={(difficulty: number) => onChange({ ...filters, difficulty: difficulty || undefined })}
      />
      {withTag ? (
        <Input.Search
          allowClear
          maxLength={20}
          placeholder={t('tagFilter')}
          aria-label={t('tag')}
          onSearch={(v) => onChange({ ...filters, tag: text(v) })}
          style={{ width: 200 }}
        />
      ) : null}
    </Flex>
  );
};
