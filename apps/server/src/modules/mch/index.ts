// What the mch module offers other modules; the rest of the folder is its own (docs/architecture.md, "Layers").
export { activityMerchantRepository } from './activity-merchant.repository.js';
export { redPacketMerchant } from './activity-merchant.service.js';
export { crowdFeeGate, feeGate } from './fee-gate.js';
export { merchantRepository } from './merchant.repository.js';
export { merchantGateway } from './merchant-gateway.js';
export { openidOf } from './participant-checkout.js';
