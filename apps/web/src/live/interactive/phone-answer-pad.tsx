import type { SessionStep } from '@app/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerShapeIcon } from './answer-shape.js';
import { answerStyle, judgeStyles } from './answer-style.js';
import { OrderPad } from './phone-order-pad.js';

export type PadProps = { step: SessionStep; disabled: boolean; onAnswer: (answer: string[]) => void };

/** Big coloured buttons with shapes: a single choice or true/false answers at a tap; several choices toggle first. */
const ChoicePad = ({ step, disabled, onAnswer }: PadProps) => {
  const { t } = useTranslation('liveInteractive');
  const [picked, setPicked] = useState<string[]>([]);
  const multiple = step.type === 'multiple';
  const toggle = (key: string) => setPicked((p) => (p.includes(key) ? p.filter((k) => k !== key) : [...p, key].sort()));
  return (
    <>
      <div className="ip-pad">
        {step.options.map((o, i) => {
          const style = answerStyle(i);
          const on = picked.includes(o.key);
          return (
            <button
              key={o.key}
              type="button"
              className={`ip-tile${on ? ' ip-tile-on' : ''}`}
              style={{ background: style.color }}
              disabled={disabled}
              aria-pressed={multiple ? on : undefined}
              aria-label={`${o.key}. ${o.text}`}
              onClick={() => (multiple ? toggle(o.key) : onAnswer([o.key]))}
            >
              <AnswerShapeIcon shape={style.shape} size="34px" />
              <span>{o.text || o.key}</span>
            </button>
          );
        })}
      </div>
      {multiple && (
        <button
          type="button"
          className="ip-button ip-button-light ip-submit"
          style={{ maxWidth: 'none' }}
          disabled={disabled || picked.length === 0}
          onClick={() => onAnswer(picked)}
        >
          {picked.length === 0 ? t('phone.pickFirst') : t('phone.submit')}
        </button>
      )}
    </>
  );
};

const JudgePad = ({ disabled, onAnswer }: Omit<PadProps, 'step'>) => {
  const { t } = useTranslation('liveInteractive');
  return (
    <div className="ip-pad ip-pad-judge">
      {(['T', 'F'] as const).map((key) => (
        <button
          key={key}
          type="button"
          className="ip-tile ip-tile-judge"
          style={{ background: judgeStyles[key].color }}
          disabled={disabled}
          onClick={() => onAnswer([key])}
        >
          <AnswerShapeIcon shape={judgeStyles[key].shape} size="44px" />
          {key === 'T' ? t('phone.judgeT') : t('phone.judgeF')}
        </button>
      ))}
    </div>
  );
};

const BlankPad = ({ step, disabled, onAnswer }: PadProps) => {
  const { t } = useTranslation('liveInteractive');
  const [values, setValues] = useState<string[]>(() => Array.from({ length: Math.max(step.blank_count, 1) }, () => ''));
  const complete = values.every((v) => v.trim() !== '');
  return (
    <form
      className="ip-blanks"
      onSubmit={(e) => {
        e.preventDefault();
        if (complete) onAnswer(values.map((v) => v.trim()));
      }}
    >
      {values.map((v, i) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: blanks are positional, their index is their identity
          key={i}
          className="ip-input"
          aria-label={t('phone.blank', { n: i + 1 })}
          placeholder={t('phone.blank', { n: i + 1 })}
          value={v}
          maxLength={200}
          disabled={disabled}
          onChange={(e) => setValues(values.map((old, j) => (j === i ? e.target.value : old)))}
        />
      ))}
      <button
        type="submit"
        className="ip-button ip-button-light"
        style={{ maxWidth: 'none' }}
        disabled={disabled || !complete}
      >
        {complete ? t('phone.submit') : t('phone.fillFirst')}
      </button>
    </form>
  );
};

/** The answer buttons of the shown step, by its type. */
export const PhoneAnswerPad = (props: PadProps) => {
  if (props.step.type === 'judge') return <JudgePad disabled={props.disabled} onAnswer={props.onAnswer} />;
  if (props.step.type === 'blank') return <BlankPad {...props} />;
  if (props.step.type === 'sort') return <OrderPad {...props} />;
  return <ChoicePad {...props} />;
};
