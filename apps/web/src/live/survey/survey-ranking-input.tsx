import { useTranslation } from 'react-i18next';
import { PhoneButton } from '../kit/phone-button.js';
import type { InputProps } from './survey-field-types.js';
import './survey-phone.css';

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
  const order = answer.values.filter((k) => question.options.some((o) => o.key === k));
  const set = (values: string[]) => onChange({ values, text: '', rows: {} });
  const byKey = new Map(question.options.map((o) => [o.key, o.label]));
  const shown = [...order, ...question.options.map((o) => o.key).filter((k) => !order.includes(k))];

  return (
    <fieldset className="sv-stack sv-group" aria-label={label}>
      <span className="ph-muted">{t('field.rankingHint')}</span>
      {shown.map((key) => {
        const place = order.indexOf(key);
        const text = byKey.get(key) ?? key;
        const placed = place >= 0;
        return (
          <div key={key} className="sv-rank-row">
            <button
              type="button"
              className="ph-button sv-rank-option"
              aria-pressed={placed}
              onClick={() => set(placed ? order.filter((k) => k !== key) : [...order, key])}
            >
              <span className="sv-rank-place" aria-hidden="true">
                {placed ? place + 1 : ''}
              </span>
              {text}
            </button>
            {placed && (
              <>
                <PhoneButton
                  aria-label={t('field.moveUp', { label: text })}
                  disabled={place === 0}
                  onClick={() => set(swap(order, place, place - 1))}
                >
                  ↑
                </PhoneButton>
                <PhoneButton
                  aria-label={t('field.moveDown', { label: text })}
                  disabled={place === order.length - 1}
                  onClick={() => set(swap(order, place, place + 1))}
                >
                  ↓
                </PhoneButton>
              </>
            )}
          </div>
        );
      })}
    </fieldset>
  );
};
