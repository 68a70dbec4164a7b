// What the wallet module offers other modules; the rest of the folder is its own (docs/architecture.md, "Layers").
export { changeBalance } from './balance.repository.js';
export { sendChargedSms } from './charged-sms.js';
export { dayRangeOf } from './day-range.js';
export { ledgerRepository } from './ledger.repository.js';
export { auditLedger } from './ledger-audit.js';
export { type Owner, organiserOf, ownerOf } from './organiser.js';
export { earnPoints } from './points.repository.js';
export { toLedgerEntry } from './wallet.mappers.js';
export { ledgerEntries } from './wallet.table.js';
