import type { QrcodeStyle } from '@app/contract';
import { qrcodeShape } from './qrcode-shapes.js';

type Props = { value: string; style: QrcodeStyle; size?: number; label: string };

/** The participants' QR code drawn as SVG in the saved style: colours, dot shape and a logo in the middle. */
export const StyledQrcode = ({ value, style, size = 200, label }: Props) => {
  const shape = qrcodeShape(value, style);
  const box = shape.logoBox;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${shape.size} ${shape.size}`}
      shapeRendering={style.dot_style === 'square' ? 'crispEdges' : 'geometricPrecision'}
    >
      <rect width={shape.size} height={shape.size} fill={style.bg_color} />
      {shape.cells.map((c) => (
        <rect key={`${c.x}-${c.y}`} x={c.x} y={c.y} width={1} height={1} rx={c.round} fill={style.fg_color} />
      ))}
      {box ? (
        <>
          <rect x={box.at - 0.5} y={box.at - 0.5} width={box.size + 1} height={box.size + 1} fill={style.bg_color} />
          <image href={style.logo} x={box.at} y={box.at} width={box.size} height={box.size} />
        </>
      ) : null}
    </svg>
  );
};
