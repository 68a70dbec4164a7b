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

const cell: CSSProperties = { padding: '8px 6px', textAlign: 'center', fontWeight: 'normal', fontSize: 14 };
const radio: CSSProperties = { width: 20, height: 20, margin: 0 };

/** Rows × columns of radios; on a phone the table scrolls sideways rather than squeezing the columns. */
export const MatrixInput = ({ question, answer, onChange, label }: InputProps) => {
  const name = useId();
  const { token } = theme.useToken();
  return (
    <div style={{ overflowX: 'auto' }}>
      <table aria-label={label} style={{ borderCollapse: 'collapse', minWidth: '100%' }}>
        <thead>
          <tr>
            <th style={cell} />
            {question.options.map((o) => (
              <th key={o.key} scope="col" style={{ ...cell, minWidth: 56 }}>
                {o.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {question.rows.map((r, i) => (
            <tr key={r.key} style={{ background: i % 2 === 0 ? '#fafafa' : undefined }}>
              <th scope="row" style={{ ...cell, textAlign: 'left', minWidth: 80 }}>
                {r.label}
              </th>
              {question.options.map((o) => (
                <td key={o.key} style={cell}>
                  <input
                    type="radio"
                    name={`${name}-${r.key}`}
                    aria-label={`${r.label} ${o.label}`}
                    checked={answer.rows[r.key] === o.key}
                    onChange={() => onChange({ values: [], text: '', rows: { ...answer.rows, [r.key]: o.key } })}
                    style={{ ...radio, accentColor: token.colorPrimary }}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
