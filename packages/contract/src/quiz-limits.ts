/** The quiz's size limits, apart from its schemas so that the texts quoting them do not carry the schemas. */
export const quizLimits = {
  fixedQuestions: 200,
  randomRules: 20,
  perAttempt: 100,
  levels: 20,
  units: 500,
  secondsMax: 24 * 3600,
} as const;
