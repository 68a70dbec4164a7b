import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InputProps } from './survey-field-types.js';

const swap = (list: string[], i: number, j: number) => {
  const next = [...list];
  [next[i], next[j]] = [next[j] as string, next[i] as string];
  return next;
};

/**
 * Tap to order: a tapped option gets the next place (1, 2, 3…), tapping a placed one takes it out, and the arrows
 * move a placed option. The answer's values are the option keys in the chosen order.
 */
export const RankingInput = ({ question, answer, onChange, label }: InputProps) => {
  const { t } = useTranslation('liveSurvey');
  const { token } = theme.useToken();
  const order = answer.values.filter((k) => question.options.some((o) => o.key === k));
  const set = (values: string[]) => onChange({ values, text: '', rows: {} });
  const byKey = new Map(question.options.map((o) => [o.key, o.label]));
  const shown = [...order, ...question.options.map((o) => o.key).filter((k) => !order.includes(k))];

  return (
    <Flex vertical gap={6} role="group" aria-label={label}>
      <Typography.Text type="secondary">{t('field.rankingHint')}</Typography.Text>
      {shown.map((key) => {
        const place = order.indexOf(key);
        const text = byKey.get(key) ?? key;
        const placed = place >= 0;
        return (
          <Flex key={key} gap={4} align="center">
            <Button
              size="large"
              block
              aria-pressed={placed}
              onClick={() => set(placed ? order.filter((k) => k !== key) : [...order, key])}
              style={{ justifyContent: 'flex-start', borderColor: placed ? token.colorPrimary : undefined }}
            >
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 22,
                  borderRadius: 11,
                  color: '#fff',
                  background: placed ? token.colorPrimary : '#d9d9d9',
                }}
              >
                {placed ? place + 1 : ''}
              </span>
              {text}
            </Button>
            {placed && (
              <>
                <Button
                  size="large"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('field.moveUp', { label: text })}
                  disabled={place === 0}
                  onClick={() => set(swap(order, place, place - 1))}
                />
                <Button
                  size="large"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('field.moveDown', { label: text })}
                  disabled={place === order.length - 1}
                  onClick={() => set(swap(order, place, place + 1))}
                />
              </>
            )}
          </Flex>
        );
      })}
    </Flex>
  );
};
