// What the prize module offers other modules; the rest of the folder is its own (docs/architecture.md, "Layers").
export { answerCodeRequired, redeemAnswerCode } from './answer-code.repository.js';
export { prizeRepository } from './prize.repository.js';
export { answerCodeConfigs, answerCodes, prizeDraws } from './prize.table.js';
export { copyPrizes } from './prize-copy.js';
export { prizeDrawService } from './prize-draw.service.js';
