import type { QrcodeStyle } from '@app/contract';
import { qrcodeShape } from './qrcode-shapes.js';

/** Pixels per module of the saved PNG: large enough to print on a poster. */
const scale = 16;

const loadImage = (src: string) =>
  new Promise<HTMLImageElement | null>((resolve) => {
    const img = new Image();
    // The logo may come from the storage host; without CORS the canvas could not be exported.
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = src;
  });

/**
 * Draws the code on a canvas in the saved style and saves it as a PNG named `fileName`. It draws from the
 * modules rather than rasterising the SVG, because an SVG drawn as an image may not load its logo.
 */
export const downloadQrcodePng = async (value: string, style: QrcodeStyle, fileName: string) => {
  const shape = qrcodeShape(value, style);
  const canvas = document.createElement('canvas');
  canvas.width = shape.size * scale;
  canvas.height = shape.size * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.fillStyle = style.bg_color;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = style.fg_color;
  for (const c of shape.cells) {
    ctx.beginPath();
    ctx.roundRect(c.x * scale, c.y * scale, scale, scale, c.round * scale);
    ctx.fill();
  }
  const box = shape.logoBox;
  const logo = box ? await loadImage(style.logo) : null;
  if (box && logo) {
    ctx.fillStyle = style.bg_color;
    ctx.fillRect((box.at - 0.5) * scale, (box.at - 0.5) * scale, (box.size + 1) * scale, (box.size + 1) * scale);
    ctx.drawImage(logo, box.at * scale, box.at * scale, box.size * scale, box.size * scale);
  }
  const link = document.createElement('a');
  link.href = canvas.toDataURL('image/png');
  link.download = fileName;
  link.click();
};
