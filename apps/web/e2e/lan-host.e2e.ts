import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhone, screenshot, settle } from './support/browser.js';
import { participantLink, post, registerOrganiser } from './support/organiser.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

const phone = `135${String(Date.now()).slice(-8)}`;
const title = '局域网现场答题';

describe('a phone opens the participant link by another name for the machine', () => {
  let server: RunningServer;
  let browser: Browser;
  let link = '';

  beforeAll(async () => {
    const story = await startStory();
    ({ server, browser } = story);
    const { token } = await registerOrganiser(server, story.page, phone);
    const activity = (await post(server, '/api/Order/createActivity', { type: 1, title }, token)) as { id: number };
    link = await participantLink(server, activity.id, token);
  });
  afterAll(() => endStory({ server, browser }));

  it('shows the activity, since a machine with one site answers on every host', async () => {
    // Chromium sends *.localhost to this machine: a host no site lists, as a LAN address would be.
    const lanLink = link.replace('//localhost:', '//hall-wifi.localhost:');
    expect(lanLink).not.toBe(link);
    const context = await newPhone(browser);
    const page = await context.newPage();
    await page.goto(lanLink);
    await page.getByText(title).first().waitFor();
    expect(await page.getByText('站点不存在').count()).toBe(0);
    await settle(page);
    await screenshot(page, 'lan-host-phone');
    await context.close();
  });
});
