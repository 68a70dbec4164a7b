// The big screen's pieces, with their texts, that the lottery's settings page (features/lottery) previews in the
// organiser's look.
import './lottery-live-messages.js';

export { ScreenDraw } from './screen-draw.js';
export { LotteryScreenLook } from './screen-look.js';
export { ScreenWall } from './screen-wall.js';
