// What the theme module offers other modules; the rest of the folder is its own (docs/architecture.md, "Layers").
export { moreGate, videoGate } from './theme-gates.js';
