import { Form, Input, Select } from 'antd';
import { FilterBar } from '../../components/filter-bar.js';

/** A list's filters as its endpoint reads them: keywords, and a yes/no flag where '' means either. */
export type FlagFilters = { keywords: string; flag: '' | 0 | 1 };

type Props = {
  keywordsLabel: string;
  flagLabel: string;
  /** Labels for all, yes (1) and no (0). */
  flagOptions: [string, string, string];
  onApply: (filters: FlagFilters) => void;
};

const initialValues: FlagFilters = { keywords: '', flag: '' };

/** Keywords and a yes/no select with 查询 and 重置, shared by the answer records and the winners. */
export const ListFilters = ({ keywordsLabel, flagLabel, flagOptions, onApply }: Props) => {
  const [form] = Form.useForm<FlagFilters>();
  const [all, yes, no] = flagOptions;
  return (
    <FilterBar
      form={form}
      initialValues={initialValues}
      onApply={(v) => onApply({ keywords: (v.keywords ?? '').trim(), flag: v.flag ?? '' })}
    >
      <Form.Item name="keywords">
        <Input aria-label={keywordsLabel} placeholder={keywordsLabel} allowClear style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="flag">
        <Select
          aria-label={flagLabel}
          style={{ width: 120 }}
          options={[
            { value: '', label: all },
            { value: 1, label: yes },
            { value: 0, label: no },
          ]}
        />
      </Form.Item>
    </FilterBar>
  );
};
