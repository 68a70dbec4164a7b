const units = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** The unit a chart of values up to `maxBytes` reads best in, and what divides bytes into it. */
export const chartUnitFor = (maxBytes: number) => {
  let unit = 0;
  while (maxBytes >= 1024 ** (unit + 1) && unit < units.length - 1) unit += 1;
  return { unit: units[unit], divisor: 1024 ** unit };
};

/** Bytes as a person reads them: 1024-based, two decimals from KB up. */
export const bytesText = (bytes: number) => {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(2)} ${units[unit]}`;
};
