import { accessModule } from './access/access.routes.js';
import { activityModule } from './activity/activity.routes.js';
import { authModule } from './auth/auth.routes.js';
import { contentModule } from './content/content.routes.js';
import { customerModule } from './customer/customer.routes.js';
import type { ModuleContext } from './module.js';
import { orderModule } from './order/order.routes.js';
import { questionModule } from './question/question.routes.js';
import { tenantModule } from './tenant/tenant.routes.js';
import { uploadModule } from './upload/upload.routes.js';
import { walletModule } from './wallet/wallet.routes.js';

/** Every domain module: each registers its contract endpoints and may seed data on start. */
export const modules: { register: (ctx: ModuleContext) => void; seed?: (ctx: ModuleContext) => Promise<void> }[] = [
  tenantModule,
  authModule,
  customerModule,
  accessModule,
  contentModule,
  uploadModule,
  activityModule,
  walletModule,
  orderModule,
  questionModule,
];
