// What the wxaccount module offers other modules; the rest of the folder is its own (docs/architecture.md, "Layers").
export { participantWechat } from './participant-wechat.js';
