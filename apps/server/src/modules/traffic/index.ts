// What the traffic module offers other modules; the rest of the folder is its own (docs/architecture.md, "Layers").
export { withoutMedia } from './plain-media.js';
export { grantTraffic, mediaAllowed } from './traffic-account.repository.js';
