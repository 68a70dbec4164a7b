import { describe, expect, it } from 'vitest';
import { spherePoints } from './sphere-points.js';

describe('spherePoints', () => {
  it('spreads the points from pole to pole without putting two in one place', () => {
    const points = spherePoints(96);
    expect(points).toHaveLength(96);
    const lats = points.map((p) => p.lat);
    expect(Math.max(...lats)).toBeGreaterThan(80);
    expect(Math.min(...lats)).toBeLessThan(-80);
    const places = new Set(points.map((p) => `${p.lon.toFixed(1)}:${p.lat.toFixed(1)}`));
    expect(places.size).toBe(96);
  });

  it('puts as many points north of the equator as south of it', () => {
    const points = spherePoints(40);
    expect(points.filter((p) => p.lat > 0)).toHaveLength(20);
  });
});
