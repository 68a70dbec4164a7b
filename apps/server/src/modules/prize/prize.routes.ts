import { contract } from '@app/contract';
import type { AppModule } from '../module.js';
import { answerCodeRoutes } from './answer-code.routes.js';
import { prizeService } from './prize.service.js';
import { prizeDrawService } from './prize-draw.service.js';

const c = contract.prize;

/** Prize turns, their goods and wins for the organiser, and answer codes; the draw for participants. */
export const prizeModule: AppModule = {
  register: (ctx) => {
    const { route, deps } = ctx;
    answerCodeRoutes(ctx);
    const prizes = prizeService(deps);
    route(c.turnList, ({ user, input }) => prizes.turns(user, input.activity_id));
    route(c.turnAdd, ({ user, input }) => prizes.addTurn(user, input));
    route(c.turnConfig, ({ user, input }) => prizes.configTurn(user, input));
    route(c.turnDelete, ({ user, input }) => prizes.deleteTurn(user, input.turn_id));
    route(c.goods, ({ user, input }) => prizes.goods(user, input.turn_id));
    route(c.goodsSave, ({ user, input }) => prizes.saveGoods(user, input));
    route(c.goodsDelete, ({ user, input }) => prizes.deleteGoods(user, input.id));
    route(c.sort, ({ user, input }) => prizes.sort(user, input));
    route(c.winList, ({ user, input }) => prizes.wins(user, input));
    route(c.verify, ({ user, input }) => prizes.verify(user, input.code));
    route(c.codeCheck, ({ user, input }) => prizes.checkCode(user, input.code));

    const draws = prizeDrawService(deps);
    route(c.h5Turns, ({ input }) => draws.turns(input.ticket));
    route(c.h5Draw, ({ input }) => draws.draw(input.ticket, input.turn_id));
    route(c.h5Mine, ({ input }) => draws.mine(input.ticket));
  },
};
