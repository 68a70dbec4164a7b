// What the vote module offers other modules; the rest of the folder is its own (docs/architecture.md, "Layers").

export { voteCandidates, voteCategories, votes } from './vote.table.js';
export { candidateRepository } from './vote-candidate.repository.js';
export { isVote, mergeVoteSettings, voteSettingsOf } from './vote-settings.js';
