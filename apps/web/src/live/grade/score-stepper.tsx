import type { GradeItem } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { isAtEnd, isValidScore, parseScore, stepScore } from './score-math.js';
import './grade-messages.js';
import './grade-phone.css';

type Props = {
  item: Pick<GradeItem, 'id' | 'name' | 'min' | 'max' | 'step' | 'weight' | 'description'>;
  /** The score as typed: a stepper press writes the stepped value, typing writes what was typed. */
  value: string;
  onChange: (text: string) => void;
};

/**
 * One scoring item: its name, range and weight, and − / value / + in thumb-sized targets. The buttons move by the
 * item's step inside min…max; a typed score is checked on the spot (range, step, two decimals).
 */
export const ScoreStepper = ({ item, value, onChange }: Props) => {
  const { t } = useTranslation('liveGrade');
  const id = `grade-score-${item.id}`;
  const current = parseScore(value);
  const invalid = value.trim() !== '' && !isValidScore(value, item);
  const move = (direction: 1 | -1) => onChange(String(stepScore(current, item, direction)));
  const range = { min: item.min, max: item.max, step: item.step };
  return (
    <div className="gd-item">
      <div className="gd-item-head">
        <label htmlFor={id} className="gd-item-name">
          {item.name}
        </label>
        <span className="ph-muted">
          {t('sheet.range', range)} · {t('sheet.weight', { weight: item.weight })}
        </span>
      </div>
      {item.description && <p className="gd-item-desc ph-muted">{item.description}</p>}
      <div className="gd-stepper">
        <button
          type="button"
          className="gd-step"
          aria-label={t('sheet.minus', { name: item.name, step: item.step })}
          disabled={isAtEnd(current, item, -1)}
          onClick={() => move(-1)}
        >
          −
        </button>
        <input
          id={id}
          className="gd-step-value"
          inputMode="decimal"
          autoComplete="off"
          placeholder="—"
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          // Scores are never negative (min ≥ 0): a phone's keypad gives digits and the point only.
          onChange={(e) => onChange(e.target.value.replace(/[^\d.]/g, ''))}
        />
        <button
          type="button"
          className="gd-step"
          aria-label={t('sheet.plus', { name: item.name, step: item.step })}
          disabled={isAtEnd(current, item, 1)}
          onClick={() => move(1)}
        >
          +
        </button>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="ph-error">
          {t('sheet.outOfRange', range)}
        </p>
      )}
    </div>
  );
};
