import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { lotteryBarrageService } from './lottery-barrage.service.js';
import { lotteryBarrageEvents } from './lottery-barrage-events.js';
import { lotteryBarragePhoneService } from './lottery-barrage-phone.service.js';

const c = contract.lotteryBarrage;

/** Barrage settings, the moderation queue, system messages, and the phones' messages. */
export const registerLotteryBarrageRoutes = ({ route, deps }: ModuleContext) => {
  const events = lotteryBarrageEvents(deps);
  const barrage = lotteryBarrageService(deps, events);
  const phones = lotteryBarragePhoneService(deps, events);
  route(c.get, ({ user, input }) => barrage.settings(user, input.activity_id));
  route(c.save, ({ user, input }) => barrage.save(user, input.activity_id, input));
  route(c.msgList, ({ user, input }) => barrage.queue(user, input));
  route(c.msgVerify, ({ user, input }) => barrage.verify(user, input));
  route(c.barrageList, ({ user, input }) => barrage.systemList(user, input.activity_id));
  route(c.barrageAdd, ({ user, input }) => barrage.systemAdd(user, input.activity_id, input.text));
  route(c.barrageDelete, ({ user, input }) => barrage.systemDelete(user, input.activity_id, input.id));
  route(contract.lotteryPhone.barrage, ({ input }) => phones.send(input.ticket, input.text));
};
