// What the hb module offers other modules; the rest of the folder is its own (docs/architecture.md, "Layers").
export { hbPayouts } from './hb.table.js';
