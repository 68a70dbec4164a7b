import QRCode from 'qrcode';

type Poster = { url: string; title: string; line: string; hint: string; color: string };

const width = 600;
const quiet = 2;

/**
 * A share picture: the vote's title on its colour, the QR code of the page, who to vote for and how. Drawn as a
 * PNG so that WeChat's press-and-hold can save it; undefined where the browser cannot draw.
 */
export const drawPoster = ({ url, title, line, hint, color }: Poster): string | undefined => {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext?.('2d');
  if (!ctx) return undefined;
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const cell = Math.floor(360 / (modules.size + quiet * 2));
  const codeSize = cell * (modules.size + quiet * 2);
  canvas.width = width;
  canvas.height = 200 + codeSize + 140;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, width, 160);
  ctx.textAlign = 'center';
  ctx.fillStyle = '#fff';
  ctx.font = 'bold 34px sans-serif';
  ctx.fillText(title, width / 2, 95, width - 40);
  const left = (width - codeSize) / 2;
  ctx.fillStyle = '#000';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) ctx.fillRect(left + (col + quiet) * cell, 190 + (row + quiet) * cell, cell, cell);
    }
  }
  const below = 190 + codeSize;
  ctx.fillStyle = '#222';
  ctx.font = 'bold 30px sans-serif';
  ctx.fillText(line, width / 2, below + 50, width - 40);
  ctx.fillStyle = '#888';
  ctx.font = '24px sans-serif';
  ctx.fillText(hint, width / 2, below + 100, width - 40);
  return canvas.toDataURL('image/png');
};
