import { orderText, type SessionStep } from '@app/contract';

/**
 * Each option's colour and shape, the same on the big screen and on every phone, so a player finds "the red
 * triangle" at a glance; shapes keep the options apart for colour-blind players.
 */
export const answerStyles = [
  { color: '#E21B3C', shape: 'triangle' },
  { color: '#1368CE', shape: 'diamond' },
  { color: '#D89E00', shape: 'circle' },
  { color: '#26890C', shape: 'square' },
  { color: '#864CBF', shape: 'star' },
  { color: '#0AA3A3', shape: 'hexagon' },
] as const;
export type AnswerShape = (typeof answerStyles)[number]['shape'];

export const answerStyle = (index: number) => answerStyles[index % answerStyles.length]!;

/** True/false steps: 对 in green with a tick, 错 in red with a cross. */
export const judgeStyles = {
  T: { color: '#26890C', shape: 'tick' },
  F: { color: '#E21B3C', shape: 'cross' },
} as const;

/** An option as a person reads it on every surface: its key and its text ("A 北京"). */
export const optionName = (step: Pick<SessionStep, 'options'>, key: string) =>
  `${key} ${step.options.find((o) => o.key === key)?.text ?? ''}`.trim();

/**
 * An answer as a person reads it: each option's name (in order, with arrows, for an ordering step), 对/错 for a
 * judge step, blanks split by a slash.
 */
export const answerText = (
  step: Pick<SessionStep, 'type' | 'options'>,
  answer: readonly string[],
  judge: { T: string; F: string },
) => {
  if (step.type === 'judge') return answer.map((k) => (k === 'T' ? judge.T : k === 'F' ? judge.F : k)).join('');
  if (step.type === 'blank') return answer.join(' / ');
  const names = answer.map((k) => optionName(step, k));
  return step.type === 'sort' ? orderText(names) : names.join('、');
};
