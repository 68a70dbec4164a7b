// What the judge-scoring module offers other modules; the rest of the folder is its own (docs/architecture.md, "Layers").

export { gradeAudienceScores, gradeContestants, gradeRounds } from './grade.table.js';
export { type GradeScoreWithJudge, gradeResultRepository } from './grade-result.repository.js';
export { roundResult } from './grade-result.service.js';
export { gradeRoundRepository } from './grade-round.repository.js';
export { gradeSettingsRepository } from './grade-settings.repository.js';
export { addTemplateGrade, copyGrade } from './grade-setup-copy.js';
export { gradeTemplate, gradeTemplateSchema } from './grade-template.js';
