/**
 * Spec section 9: the chat frame is the window height minus 180, and 1366 wide below a 1600 px window; never wider
 * than the window, so all of it stays in view.
 */
export const chatFrameSize = (windowWidth: number, windowHeight: number) => ({
  width: Math.min(windowWidth < 1600 ? 1366 : windowWidth, windowWidth),
  height: windowHeight - 180,
});

/** Where the frame sits: fixed in the window and centred, so it opens in view however far the page is scrolled. */
export const chatFramePlace = (windowWidth: number, windowHeight: number) => {
  const { width, height } = chatFrameSize(windowWidth, windowHeight);
  return { left: Math.max(0, (windowWidth - width) / 2), top: Math.max(0, (windowHeight - height) / 2) };
};

/** The chat page asks to be closed by posting {close: true} to its parent. */
export const isCloseMessage = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { close?: unknown }).close === true;
