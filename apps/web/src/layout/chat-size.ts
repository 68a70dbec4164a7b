/** Spec section 9: the chat frame is the window height minus 180, and 1366 wide below a 1600 px window. */
export const chatFrameSize = (windowWidth: number, windowHeight: number) => ({
  width: windowWidth < 1600 ? 1366 : windowWidth,
  height: windowHeight - 180,
});

/** The chat page asks to be closed by posting {close: true} to its parent. */
export const isCloseMessage = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { close?: unknown }).close === true;
