// What the quiz module offers other modules; the rest of the folder is its own (docs/architecture.md, "Layers").
export { isCorrect } from './grading.js';
export { participantQuizSettings } from './participant-settings.js';
export { pkRepository } from './pk.repository.js';
export { type DrawnQuestion, pkConfigs, quizAnswers, quizAttempts } from './quiz.table.js';
export { quizOfTicket } from './quiz-ticket.js';
export { rankingRepository } from './ranking.repository.js';
