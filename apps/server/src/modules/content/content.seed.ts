import type { Db } from '../../db/client.js';
import { type ContentKind, contentRepository } from './content.repository.js';
import { accountAndActivityHelp } from './help-account-activity.seed.js';
import { questionAndBillingHelp } from './help-question-billing.seed.js';
import { banners, productIntro } from './intro.seed.js';
import { platformNews } from './news.seed.js';
import type { SeedText } from './seed-text.js';

const platformContent: Record<ContentKind, SeedText[]> = {
  help: [...accountAndActivityHelp, ...questionAndBillingHelp],
  news: platformNews,
  banner: banners,
  intro: productIntro,
};

/** Seed times are written in China time. */
const chinaTime = (text: string) => new Date(`${text.replace(' ', 'T')}:00+08:00`);

/**
 * Platform content every site shows. A kind is seeded only while it has no platform rows, so
 * content edited or removed by the operator is never brought back on restart.
 */
export const seedPlatformContent = async (db: Db) => {
  const repo = contentRepository(db);
  for (const [kind, texts] of Object.entries(platformContent) as [ContentKind, SeedText[]][]) {
    await repo.seedPlatform(
      kind,
      texts.map((text, index) => ({
        tenantId: null,
        kind,
        category: text.category,
        title: text.title,
        summary: text.summary,
        body: text.body,
        image: text.image ?? '',
        link: text.link ?? '',
        sort: index + 1,
        publishedAt: chinaTime(text.publishedAt),
      })),
    );
  }
};
