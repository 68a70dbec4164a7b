import { StarFilled } from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InputProps } from './survey-field-types.js';

/** Points 1..scale as a row of buttons (stars or numbers), with the two end labels under it. */
export const RatingInput = ({ question, answer, onChange, label }: InputProps) => {
  const { t } = useTranslation('liveSurvey');
  const { token } = theme.useToken();
  const chosen = Number(answer.values[0] ?? 0);
  const points = Array.from({ length: question.scale }, (_, i) => i + 1);
  const star = question.rating_style === 'star';
  const [low, high] = question.scale_labels;
  return (
    <Flex vertical gap={6}>
      <Flex role="group" aria-label={label} gap={star ? 2 : 6} wrap>
        {points.map((n) => (
          <Button
            key={n}
            type={!star && n === chosen ? 'primary' : 'default'}
            aria-label={t('field.point', { n })}
            aria-pressed={n === chosen}
            onClick={() => onChange({ values: [String(n)], text: '', rows: {} })}
            style={star ? { border: 'none', boxShadow: 'none', width: 36, height: 40, padding: 0 } : { minWidth: 36 }}
            size="large"
          >
            {star ? <StarFilled style={{ fontSize: 26, color: n <= chosen ? token.colorWarning : '#e4e4e4' }} /> : n}
          </Button>
        ))}
      </Flex>
      {(low || high) && (
        <Flex justify="space-between">
          <Typography.Text type="secondary">{low}</Typography.Text>
          <Typography.Text type="secondary">{high}</Typography.Text>
        </Flex>
      )}
    </Flex>
  );
};

const radio: CSSProperties = { width: 20, height: 20, margin: 0, flex: 'none' };

/**
 * Rows × columns of radios, shown as on Wenjuanxing's phone pages: one group per row, its options listed under the
 * row's label at full width, so every column stays on a 390 px screen however many there are.
 */
export const MatrixInput = ({ question, answer, onChange, label }: InputProps) => {
  const name = useId();
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={8} role="group" aria-label={label}>
      {question.rows.map((r) => (
        <div
          key={r.key}
          role="radiogroup"
          aria-label={r.label}
          style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, padding: 8 }}
        >
          <Typography.Text strong>{r.label}</Typography.Text>
          <Flex wrap gap={4} style={{ marginTop: 6 }}>
            {question.options.map((o) => {
              const checked = answer.rows[r.key] === o.key;
              return (
                <label
                  key={o.key}
                  style={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 6,
                    flex: '1 1 120px',
                    minWidth: 0,
                    padding: '6px 8px',
                    borderRadius: token.borderRadius,
                    background: checked ? token.colorPrimaryBg : token.colorFillQuaternary,
                  }}
                >
                  <input
                    type="radio"
                    name={`${name}-${r.key}`}
                    aria-label={`${r.label} ${o.label}`}
                    checked={checked}
                    onChange={() => onChange({ values: [], text: '', rows: { ...answer.rows, [r.key]: o.key } })}
                    style={{ ...radio, accentColor: token.colorPrimary }}
                  />
                  <span style={{ overflowWrap: 'anywhere' }}>{o.label}</span>
                </label>
              );
            })}
          </Flex>
        </div>
      ))}
    </Flex>
  );
};
