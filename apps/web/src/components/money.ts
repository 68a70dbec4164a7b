/** The API answers money in yuan; it is shown with two decimals. */
export const yuan = (value: number) => `¥${value.toFixed(2)}`;

/** A change of a balance: + for money in, - for money out. */
export const signedAmount = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}`;
