import type { QrcodeStyle } from '@app/contract';
import QRCode from 'qrcode';

/** One dark module of the code, in module units; `round` is its corner radius (0.5 makes a dot). */
export type QrcodeCell = { x: number; y: number; round: number };
export type QrcodeShape = { size: number; cells: QrcodeCell[]; logoBox: { at: number; size: number } | null };

/** The quiet zone around the code, in modules, so scanners find its edge. */
export const qrcodeMargin = 2;

const cornerOf: Record<QrcodeStyle['dot_style'], number> = { square: 0, rounded: 0.3, dots: 0.5 };

// The three finder squares stay square whatever the style: scanners locate the code by them.
const inFinder = (row: number, col: number, size: number) =>
  (row < 7 && col < 7) || (row < 7 && col >= size - 7) || (row >= size - 7 && col < 7);

/**
 * The code for `text` as cells to draw in the chosen style. A logo covers the middle, so the code then uses
 * the highest error correction (H, 30%) and the logo's box stays within a fifth of the code's width.
 */
export const qrcodeShape = (text: string, style: Pick<QrcodeStyle, 'dot_style' | 'logo'>): QrcodeShape => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: style.logo ? 'H' : 'M' });
  const n = modules.size;
  const size = n + qrcodeMargin * 2;
  const cells: QrcodeCell[] = [];
  for (let row = 0; row < n; row += 1) {
    for (let col = 0; col < n; col += 1) {
      if (!modules.get(row, col)) continue;
      const round = inFinder(row, col, n) ? 0 : cornerOf[style.dot_style];
      cells.push({ x: col + qrcodeMargin, y: row + qrcodeMargin, round });
    }
  }
  const logoSize = Math.floor(n / 5);
  const logoBox = style.logo ? { at: (size - logoSize) / 2, size: logoSize } : null;
  return { size, cells, logoBox };
};
