// What the competition module offers other modules; the rest of the folder is its own (docs/architecture.md, "Layers").
export { competitionEntries, competitionMembers, competitionTeams } from './competition.table.js';
