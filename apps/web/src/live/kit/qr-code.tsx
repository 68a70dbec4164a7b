import QRCode from 'qrcode';
import { useMemo } from 'react';

const quiet = 2;

/** A link as a QR code, drawn as one SVG path so it stays sharp on any screen. */
export const QrCode = ({ url, label, size }: { url: string; label: string; size: string }) => {
  const { path, cells } = useMemo(() => {
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
      }
    }
    return { path: d, cells: modules.size + quiet * 2 };
  }, [url]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${cells} ${cells}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      style={{ display: 'block' }}
    >
      <title>{url}</title>
      <path d={path} fill="#000" />
    </svg>
  );
};
