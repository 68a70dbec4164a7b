import { type AttemptQuestion, judgeAnswers } from '@app/contract';
import { Button, Checkbox, Flex, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  question: AttemptQuestion;
  /** The answer already given (shown while the result is on screen); null while the question is open. */
  given: string[] | null;
  busy: boolean;
  onSubmit: (answer: string[]) => void;
};

const optionButton = { height: 'auto', minHeight: 52, whiteSpace: 'normal', justifyContent: 'flex-start' } as const;

/** The choices of a single-choice or true/false question; a tap answers. */
const ChoiceButtons = ({ question, given, busy, onSubmit }: Props) => {
  const { t } = useTranslation('live');
  const judgeOptions = [
    { key: judgeAnswers.true, text: t('judgeTrue'), image: '' },
    { key: judgeAnswers.false, text: t('judgeFalse'), image: '' },
  ];
  const options = question.type === 'judge' && question.options.length === 0 ? judgeOptions : question.options;
  return (
    <Flex vertical gap={10}>
      {options.map((o) => (
        <Button
          key={o.key}
          size="large"
          block
          type={given?.includes(o.key) ? 'primary' : 'default'}
          disabled={busy && given === null}
          // Once answered the choice stays lit (a disabled button would grey it out) but takes no second tap.
          style={{ ...optionButton, pointerEvents: given === null ? undefined : 'none' }}
          onClick={() => given === null && onSubmit([o.key])}
        >
          {question.type === 'judge' ? o.text : `${o.key}. ${o.text}`}
        </Button>
      ))}
    </Flex>
  );
};

const ConfirmButton = ({ disabled, busy, onClick }: { disabled: boolean; busy: boolean; onClick: () => void }) => {
  const { t } = useTranslation('live');
  return (
    <Button type="primary" size="large" block disabled={disabled} loading={busy} onClick={onClick}>
      {t('confirm')}
    </Button>
  );
};

const MultipleChoice = ({ question, given, busy, onSubmit }: Props) => {
  const [picked, setPicked] = useState<string[]>(given ?? []);
  return (
    <Flex vertical gap={16}>
      <Checkbox.Group value={picked} onChange={(v) => setPicked(v as string[])} disabled={given !== null}>
        <Flex vertical gap={14}>
          {question.options.map((o) => (
            <Checkbox key={o.key} value={o.key} style={{ fontSize: 16 }}>
              {`${o.key}. ${o.text}`}
            </Checkbox>
          ))}
        </Flex>
      </Checkbox.Group>
      {given === null && <ConfirmButton disabled={picked.length === 0} busy={busy} onClick={() => onSubmit(picked)} />}
    </Flex>
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
    <Flex vertical gap={12}>
      {question.type === 'short' ? (
        <Input.TextArea
          rows={5}
          value={texts[0]}
          aria-label={t('shortLabel')}
          disabled={given !== null}
          onChange={(e) => change(1, e.target.value)}
        />
      ) : (
        blanks.map((n) => (
          <Input
            key={n}
            size="large"
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
    </Flex>
  );
};

/** The answer controls of a question by its type. */
export const AnswerInput = (props: Props) => {
  if (props.question.type === 'single' || props.question.type === 'judge') return <ChoiceButtons {...props} />;
  if (props.question.type === 'multiple') return <MultipleChoice {...props} />;
  return <TextAnswer {...props} />;
};
