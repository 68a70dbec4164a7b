/** The golden angle: consecutive points turn by it, so no two line up however many there are. */
const goldenAngle = 180 * (3 - Math.sqrt(5));

export type SpherePoint = { lon: number; lat: number };

/**
 * `n` points spread evenly over a sphere (a Fibonacci lattice), as longitude and latitude in degrees: the big
 * screen's sphere places one name at each with CSS 3D transforms.
 */
export const spherePoints = (n: number): SpherePoint[] =>
  Array.from({ length: n }, (_, i) => {
    const y = 1 - ((i + 0.5) * 2) / n;
    return { lon: (i * goldenAngle) % 360, lat: (Math.asin(y) * 180) / Math.PI };
  });
