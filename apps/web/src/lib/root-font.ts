import { debounce } from './debounce.js';

/** Spec section 9: the root font follows a 1920 px design width, capped at 1920, resize debounced 300 ms. */
export const designWidthPx = 1920;
export const baseFontPx = 16;
export const resizeDebounceMs = 300;

export const rootFontSize = (viewportWidth: number) =>
  (Math.min(viewportWidth, designWidthPx) / designWidthPx) * baseFontPx;

/** Sets the root font size now and after each (debounced) resize; answers the cleanup. */
export const installRootFont = (win: Window = window) => {
  const apply = () => {
    win.document.documentElement.style.fontSize = `${rootFontSize(win.document.documentElement.clientWidth || win.innerWidth)}px`;
  };
  const onResize = debounce(apply, resizeDebounceMs);
  apply();
  win.addEventListener('resize', onResize);
  return () => {
    onResize.cancel();
    win.removeEventListener('resize', onResize);
  };
};
