import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { seedPlatformContent } from './content.seed.js';
import { contentService, toCustomerService } from './content.service.js';
import { submissionService } from './submission.service.js';

const c = contract.content;

export const contentModule = {
  register: ({ route, deps }: ModuleContext) => {
    const content = contentService(deps);
    const submissions = submissionService(deps);
    route(c.addFeedback, ({ tenant, user, input }) => submissions.addFeedback(tenant, user, input));
    route(c.agentApplyDesc, async ({ tenant }) => ({ title: '代理商招募', content: tenant.agentDesc }));
    route(c.addAgentApply, ({ tenant, user, ip, input }) => submissions.addAgentApply(tenant, user, ip, input));
    route(c.customerService, async ({ tenant }) => toCustomerService(tenant));
    route(c.customerKf, async ({ tenant }) => toCustomerService(tenant));
    route(c.helpList, ({ tenant, input }) => content.helpList(tenant, input));
    route(c.helpDetail, ({ tenant, input }) => content.helpDetail(tenant, input.id));
    route(c.helpCategories, ({ tenant }) => content.helpCategories(tenant));
    route(c.noticeList, ({ tenant, input }) => content.newsList(tenant, input));
    route(c.noticeDetail, ({ tenant, input }) => content.newsDetail(tenant, input.id));
    route(c.bannerList, ({ tenant }) => content.banners(tenant));
    route(c.kpRule, ({ tenant }) => content.invoiceRules(tenant));
    route(c.platformIntro, ({ tenant }) => content.platformIntro(tenant));
  },
  seed: ({ deps }: ModuleContext) => seedPlatformContent(deps.db),
};
