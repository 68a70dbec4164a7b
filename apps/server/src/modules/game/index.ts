// What the game module offers other modules; the rest of the folder is its own (docs/architecture.md, "Layers").
export { gameSettingsOf } from './game-setup.mappers.js';
export { gameSetupRepository } from './game-setup.repository.js';
export { addTemplateRounds, gameTemplate, gameTemplateSchema, pickTemplateQuestions } from './game-template.js';
