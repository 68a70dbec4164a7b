/** The API answers money in yuan; it is shown with two decimals. */
export const yuan = (value: number) => `¥${value.toFixed(2)}`;
