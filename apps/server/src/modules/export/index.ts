// What the export module offers other modules; the rest of the folder is its own (docs/architecture.md, "Layers").

export { exportJobType } from './export.repository.js';
export { exportService } from './export.service.js';
export { exportSheet } from './export-sheets.js';
export { type Cell, pagesAfter, shanghaiTime, writeWorkbook } from './export-workbook.js';
