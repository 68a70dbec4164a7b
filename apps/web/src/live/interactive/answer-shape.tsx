import type { AnswerShape } from './answer-style.js';

const paths: Record<AnswerShape | 'tick' | 'cross', string> = {
  triangle: 'M12 2 L23 21 H1 Z',
  diamond: 'M12 1 L23 12 L12 23 L1 12 Z',
  circle: 'M12 1 A11 11 0 1 1 11.99 1 Z',
  square: 'M2 2 H22 V22 H2 Z',
  star: 'M12 1 L15 9 H23 L16.5 14 L19 22 L12 17 L5 22 L7.5 14 L1 9 H9 Z',
  hexagon: 'M6 2 H18 L23 12 L18 22 H6 L1 12 Z',
  tick: 'M3 12.5 L9.5 19 L21 6 L18.5 3.5 L9.5 14 L5.5 10 Z',
  cross: 'M5 2 L12 9 L19 2 L22 5 L15 12 L22 19 L19 22 L12 15 L5 22 L2 19 L9 12 L2 5 Z',
};

/** An option's shape in white, sized by the text around it. */
export const AnswerShapeIcon = ({ shape, size = '1em' }: { shape: keyof typeof paths; size?: string }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" style={{ flex: 'none' }}>
    <path d={paths[shape]} fill="#fff" />
  </svg>
);
