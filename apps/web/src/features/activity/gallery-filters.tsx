import type { ParsedInputOf } from '@app/contract';
import { activityContract } from '@app/contract/activity';
import { Flex, Input, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../../app/api-hooks.js';

/** What a visitor narrows a kind's templates by (the kind itself is the gallery's). */
export type GalleryFilters = Partial<
  Omit<ParsedInputOf<typeof activityContract.templateList>, 'page' | 'limit' | 'type'>
>;

type Props = { kind: number; value: GalleryFilters; onChange: (patch: GalleryFilters) => void };

/** The gallery's filters: function tabs and topic tags as the server lists them for the kind, and a search box. */
export const GalleryFilterBar = ({ kind, value, onChange }: Props) => {
  const { t } = useTranslation('gallery');
  const functions = useEndpointQuery(activityContract.templateFunctions, { type: kind });
  const topics = useEndpointQuery(activityContract.templateTopics, { type: kind });
  const topicTags = [{ id: 0, name: t('allTopics') }, ...(topics.data ?? [])];

  return (
    <>
      <Tabs
        activeKey={String(value.tpl_func_id || '')}
        onChange={(key) => onChange({ tpl_func_id: key ? Number(key) : '' })}
        items={[
          { key: '', label: t('allFunctions') },
          ...(functions.data ?? []).map((f) => ({ key: String(f.id), label: f.name })),
        ]}
      />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex align="center" wrap gap={4}>
          <Typography.Text type="secondary">{t('topic')}：</Typography.Text>
          {topicTags.map((topic) => (
            <Tag.CheckableTag
              key={topic.id}
              checked={(value.topic_id || 0) === topic.id}
              onChange={() => onChange({ topic_id: topic.id || '' })}
            >
              {topic.name}
            </Tag.CheckableTag>
          ))}
        </Flex>
        <Input.Search
          allowClear
          style={{ width: 280 }}
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchPlaceholder')}
          onSearch={(search) => onChange({ search: search.trim() })}
        />
      </Flex>
    </>
  );
};
