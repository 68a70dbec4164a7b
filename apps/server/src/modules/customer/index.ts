// What the customer module offers other modules; the rest of the folder is its own (docs/architecture.md, "Layers").
export { type CustomerRow, customerRepository } from './customer.repository.js';
export { customers } from './customer.table.js';
