// What the judge-scoring module offers other modules; the rest of the folder is its own (docs/architecture.md, "Layers").
export { addTemplateGrade, copyGrade } from './grade-setup-copy.js';
export { gradeTemplate, gradeTemplateSchema } from './grade-template.js';
