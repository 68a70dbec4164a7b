import { describe, expect, it } from 'vitest';
import { qrcodeMargin, qrcodeShape } from './qrcode-shapes.js';

const url = 'https://example.com/h5/Ab3dE5fG7h';

describe('qrcodeShape', () => {
  it('draws every dark module inside a quiet zone', () => {
    const shape = qrcodeShape(url, { dot_style: 'square', logo: '' });
    expect(shape.cells.length).toBeGreaterThan(100);
    for (const c of shape.cells) {
      expect(c.x).toBeGreaterThanOrEqual(qrcodeMargin);
      expect(c.y).toBeLessThan(shape.size - qrcodeMargin);
      expect(c.round).toBe(0);
    }
    expect(shape.logoBox).toBeNull();
  });

  it('rounds data modules into dots but keeps the finder squares square', () => {
    const shape = qrcodeShape(url, { dot_style: 'dots', logo: '' });
    const corner = shape.cells.find((c) => c.x === qrcodeMargin && c.y === qrcodeMargin);
    expect(corner?.round).toBe(0);
    expect(shape.cells.some((c) => c.round === 0.5)).toBe(true);
  });

  it('leaves a centred box for a logo and uses the strongest error correction for it', () => {
    const plain = qrcodeShape(url, { dot_style: 'square', logo: '' });
    const shape = qrcodeShape(url, { dot_style: 'square', logo: '/uploads/logo.png' });
    expect(shape.size).toBeGreaterThan(plain.size);
    const box = shape.logoBox!;
    expect(box.at * 2 + box.size).toBe(shape.size);
    expect(box.size).toBeLessThanOrEqual((shape.size - qrcodeMargin * 2) / 5);
  });
});
