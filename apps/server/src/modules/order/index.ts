// What the order module offers other modules; the rest of the folder is its own (docs/architecture.md, "Layers").
export { onlineNumOrderDraft } from './online-num.service.js';
export { type OrderDraft, type OrderService, orderService } from './order.service.js';
export { invoices, orders } from './order.table.js';
export { orderNumber, shanghaiStamp } from './order-number.js';
export { rechargeService } from './recharge.service.js';
export { valueServiceRepository } from './value-service.repository.js';
export { serviceOrderDraft } from './value-service.service.js';
