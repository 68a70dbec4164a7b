import { post } from './organiser.js';
import type { RunningServer } from './server.js';

type Options = {
  bankName: string;
  title: string;
  /** The question's score; left out, the server's default. */
  score?: number;
  /** The quiz's pass mark; left out, the quiz has none. */
  passScore?: number;
};

/** Through the API: a bank with the one question given and an online quiz that asks just that question. */
export const createOneQuestionQuiz = async (
  server: RunningServer,
  token: string,
  options: Omit<Options, 'score'> & { question: Record<string, unknown> },
) => {
  const { bankName, title, passScore } = options;
  const bank = (await post(server, '/api/QuestionBank/add', { name: bankName, description: '' }, token)) as {
    id: number;
  };
  const question = (await post(server, '/api/Question/add', { bank_id: bank.id, ...options.question }, token)) as {
    id: number;
  };
  const quiz = (await post(server, '/api/Order/createActivity', { type: 1, title }, token)) as {
    id: number;
    code: string;
  };
  const passMark = passScore === undefined ? {} : { pass_score: passScore };
  await post(
    server,
    '/api/MyActivity/saveQuesBaseAct',
    { activity_id: quiz.id, settings: { question_mode: 'fixed', question_ids: [question.id], ...passMark } },
    token,
  );
  return quiz;
};

/** A quiz of one single-choice question: 火警电话是多少？, answer A: 119. */
export const createFireQuiz = (server: RunningServer, token: string, options: Options) =>
  createOneQuestionQuiz(server, token, {
    ...options,
    question: {
      type: 'single',
      stem: '火警电话是多少？',
      options: [
        { key: 'A', text: '119' },
        { key: 'B', text: '110' },
      ],
      answer: ['A'],
      ...(options.score === undefined ? {} : { score: options.score }),
    },
  });
