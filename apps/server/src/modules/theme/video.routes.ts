import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { videoService } from './video.service.js';

const c = contract.theme;

/** The learning video: the organiser's settings and the participant's watching (by ticket). */
export const videoRoutes = ({ route, deps }: ModuleContext) => {
  const video = videoService(deps);
  route(c.videoInfo, ({ user, input }) => video.info(user, input.activity_id));
  route(c.videoSave, ({ user, input }) => video.save(user, input));
  route(c.h5Video, ({ input }) => video.h5Video(input.ticket));
  route(c.h5VideoProgress, ({ input }) => video.progress(input));
};
