import { type AttemptQuestion, judgeAnswers } from '@app/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderPicker } from './order-picker.js';
import { PhoneButton } from './phone-button.js';
import './question-card.css';

type Props = {
  question: AttemptQuestion;
  /** The answer already given (shown while the result is on screen); null while the question is open. */
  given: string[] | null;
  busy: boolean;
  onSubmit: (answer: string[]) => void;
};

/** The choices of a single-choice or true/false question; a tap answers. */
const ChoiceButtons = ({ question, given, busy, onSubmit }: Props) => {
  const { t } = useTranslation('live');
  const judgeOptions = [
    { key: judgeAnswers.true, text: t('judgeTrue'), image: '' },
    { key: judgeAnswers.false, text: t('judgeFalse'), image: '' },
  ];
  const options = question.type === 'judge' && question.options.length === 0 ? judgeOptions : question.options;
  return (
    <div className="qc-options">
      {options.map((o) => (
        <PhoneButton
          key={o.key}
          block
          // Once answered the choice stays lit (a disabled button would grey it out) but takes no second tap.
          className={['qc-option', given?.includes(o.key) && 'qc-option-picked', given !== null && 'qc-option-done']
            .filter(Boolean)
            .join(' ')}
          disabled={busy && given === null}
          onClick={() => given === null && onSubmit([o.key])}
        >
          {question.type === 'judge' ? o.text : `${o.key}. ${o.text}`}
        </PhoneButton>
      ))}
    </div>
  );
};

const ConfirmButton = ({ disabled, busy, onClick }: { disabled: boolean; busy: boolean; onClick: () => void }) => {
  const { t } = useTranslation('live');
  return (
    <PhoneButton kind="primary" block disabled={disabled} busy={busy} onClick={onClick}>
      {t('confirm')}
    </PhoneButton>
  );
};

const MultipleChoice = ({ question, given, busy, onSubmit }: Props) => {
  const [picked, setPicked] = useState<string[]>(given ?? []);
  return (
    <div className="qc-body">
      <div className="qc-options">
        {question.options.map((o) => (
          <label key={o.key} className="ph-choice">
            <input
              type="checkbox"
              checked={picked.includes(o.key)}
              disabled={given !== null}
              onChange={() =>
                setPicked(picked.includes(o.key) ? picked.filter((k) => k !== o.key) : [...picked, o.key])
              }
            />
            {`${o.key}. ${o.text}`}
          </label>
        ))}
      </div>
      {given === null && <ConfirmButton disabled={picked.length === 0} busy={busy} onClick={() => onSubmit(picked)} />}
    </div>
  );
};

/** Ordering: every option tapped once, in the order the participant thinks right. */
const OrderAnswer = ({ question, given, busy, onSubmit }: Props) => {
  const [order, setOrder] = useState<string[]>(given ?? []);
  return (
    <div className="qc-body">
      <OrderPicker
        className="qc-order"
        optionClass="ph-button qc-option"
        options={question.options}
        order={order}
        onChange={given === null ? setOrder : undefined}
        disabled={busy}
      />
      {given === null && (
        <ConfirmButton
          disabled={order.length !== question.options.length}
          busy={busy}
          onClick={() => onSubmit(order)}
        />
      )}
    </div>
  );
};

/** Blanks (one input each) and short answers (one text area). */
const TextAnswer = ({ question, given, busy, onSubmit }: Props) => {
  const { t } = useTranslation('live');
  const count = question.type === 'blank' ? Math.max(1, question.blank_count) : 1;
  const [texts, setTexts] = useState<string[]>(given ?? Array.from({ length: count }, () => ''));
  const blanks = Array.from({ length: count }, (_, i) => i + 1);
  const change = (n: number, v: string) => setTexts((all) => all.map((old, j) => (j === n - 1 ? v : old)));
  return (
    <div className="qc-body">
      {question.type === 'short' ? (
        <textarea
          className="ph-input"
          rows={5}
          value={texts[0]}
          aria-label={t('shortLabel')}
          disabled={given !== null}
          onChange={(e) => change(1, e.target.value)}
        />
      ) : (
        blanks.map((n) => (
          <input
            key={n}
            className="ph-input"
            value={texts[n - 1]}
            aria-label={t('blankLabel', { n })}
            disabled={given !== null}
            onChange={(e) => change(n, e.target.value)}
          />
        ))
      )}
      {given === null && (
        <ConfirmButton disabled={texts.every((x) => !x.trim())} busy={busy} onClick={() => onSubmit(texts)} />
      )}
    </div>
  );
};

/** The answer controls of a question by its type. */
export const AnswerInput = (props: Props) => {
  if (props.question.type === 'single' || props.question.type === 'judge') return <ChoiceButtons {...props} />;
  if (props.question.type === 'multiple') return <MultipleChoice {...props} />;
  if (props.question.type === 'sort') return <OrderAnswer {...props} />;
  return <TextAnswer {...props} />;
};
