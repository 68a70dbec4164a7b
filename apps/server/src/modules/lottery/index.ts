// What the lottery module offers other modules; the rest of the folder is its own (docs/architecture.md, "Layers").
export { auditDraws } from './lottery-audit.service.js';
export { copyLottery } from './lottery-copy.js';
export { lotteryDrawRepository } from './lottery-draw.repository.js';
export { lotteryPeopleRepository, type PersonRow } from './lottery-people.repository.js';
export { lotterySettingsRepository } from './lottery-settings.repository.js';
export { addTemplateLottery, lotteryTemplate, lotteryTemplateSchema } from './lottery-template.js';
