// What the question module offers other modules; the rest of the folder is its own (docs/architecture.md, "Layers").
export { ownership } from './bank.repository.js';
export { type QuestionRow, toQuestionRow } from './question.mappers.js';
export { publicBankSeeds } from './question.seed.js';
export { questionBanks, questions } from './question.table.js';
export { firstSheet, headedRows, xlsxContent, xlsxMime } from './question-xlsx.js';
