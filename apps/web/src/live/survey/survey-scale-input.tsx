import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InputProps } from './survey-field-types.js';
import './survey-phone.css';

/** Points 1..scale as a row of buttons (stars or numbers), with the two end labels under it. */
export const RatingInput = ({ question, answer, onChange, label }: InputProps) => {
  const { t } = useTranslation('liveSurvey');
  const chosen = Number(answer.values[0] ?? 0);
  const points = Array.from({ length: question.scale }, (_, i) => i + 1);
  const star = question.rating_style === 'star';
  const [low, high] = question.scale_labels;
  const looks = (n: number) => (star ? `sv-point sv-star${n <= chosen ? ' sv-star-lit' : ''}` : 'sv-point');
  return (
    <div className="sv-stack">
      <fieldset className={star ? 'sv-points sv-stars sv-group' : 'sv-points sv-group'} aria-label={label}>
        {points.map((n) => (
          <button
            key={n}
            type="button"
            className={looks(n)}
            aria-label={t('field.point', { n })}
            aria-pressed={n === chosen}
            onClick={() => onChange({ values: [String(n)], text: '', rows: {} })}
          >
            {star ? '★' : n}
          </button>
        ))}
      </fieldset>
      {(low || high) && (
        <div className="sv-ends">
          <span>{low}</span>
          <span>{high}</span>
        </div>
      )}
    </div>
  );
};

/**
 * Rows × columns of radios, shown as on Wenjuanxing's phone pages: one group per row, its options listed under the
 * row's label at full width, so every column stays on a 390 px screen however many there are.
 */
export const MatrixInput = ({ question, answer, onChange, label }: InputProps) => {
  const name = useId();
  return (
    <fieldset className="sv-stack sv-group" aria-label={label}>
      {question.rows.map((r) => (
        <div key={r.key} className="sv-matrix-row" role="radiogroup" aria-label={r.label}>
          <strong>{r.label}</strong>
          <div className="sv-matrix-options">
            {question.options.map((o) => (
              <label key={o.key} className="sv-matrix-option">
                <input
                  type="radio"
                  name={`${name}-${r.key}`}
                  aria-label={`${r.label} ${o.label}`}
                  checked={answer.rows[r.key] === o.key}
                  onChange={() => onChange({ values: [], text: '', rows: { ...answer.rows, [r.key]: o.key } })}
                />
                <span>{o.label}</span>
              </label>
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
};
