import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';

type Item = { key: string; label: string };

/** Accessible names by what the list holds, so screen readers say "delete row 2" or "delete option 2". */
const names = {
  row: { input: 'rowLabel', item: 'row', remove: 'removeRow' },
  option: { input: 'optionLabel', item: 'option', remove: 'removeOption' },
} as const;

type Props<T extends Item> = {
  kind: keyof typeof names;
  items: T[];
  index: number;
  /** Fewest items the list keeps: the last ones cannot be deleted. */
  min: number;
  onChange: (items: T[]) => void;
};

/** One line of an editable list (matrix rows, options): its text, move up/down and delete. */
export const EditableRow = <T extends Item>({ kind, items, index: i, min, onChange }: Props<T>) => {
  const { t } = useTranslation('survey');
  const n = i + 1;
  const text = names[kind];
  const move = (to: number) => {
    const next = [...items];
    [next[i], next[to]] = [next[to] as T, next[i] as T];
    onChange(next);
  };
  return (
    <Flex gap={4} align="center">
      <Input
        aria-label={t(text.input, { n })}
        value={items[i]?.label}
        maxLength={200}
        onChange={(e) => onChange(items.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)))}
      />
      <Button
        size="small"
        type="text"
        aria-label={`${t('moveUp')} ${t(text.item, { n })}`}
        icon={<ArrowUpOutlined />}
        disabled={i === 0}
        onClick={() => move(i - 1)}
      />
      <Button
        size="small"
        type="text"
        aria-label={`${t('moveDown')} ${t(text.item, { n })}`}
        icon={<ArrowDownOutlined />}
        disabled={i === items.length - 1}
        onClick={() => move(i + 1)}
      />
      <Button
        size="small"
        type="text"
        danger
        aria-label={t(text.remove, { n })}
        icon={<DeleteOutlined />}
        disabled={items.length <= min}
        onClick={() => onChange(items.filter((_, j) => j !== i))}
      />
    </Flex>
  );
};
