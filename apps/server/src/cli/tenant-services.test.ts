import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { valueServiceRepository } from '../modules/order/value-service.repository.js';
import { tenantRepository } from '../modules/tenant/tenant.repository.js';
import { createTestDatabase } from '../test/test-database.js';
import { CliError, runTenantCommand } from './tenant-command.js';

describe('the tenant command for value-added services', () => {
  let database: Database;
  const run = (line: string[]) => runTenantCommand(line, database.db);
  const refusal = async (line: string[]) => {
    const err = await run(line).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CliError);
    return (err as CliError).message;
  };
  const serviceOf = async (siteCode: string, code: string) => {
    const site = await tenantRepository(database.db).byCode(siteCode);
    return valueServiceRepository(database.db).byCode(site!.id, code);
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    await run(['add', 'acme', '--host', 'quiz.acme.test']);
  });
  afterAll(() => database.close());

  it('lists the seeded catalogue of a site found by code or by host', async () => {
    const byCode = await run(['services', 'acme']);
    expect(byCode.split('\n')).toEqual([
      'remove_branding\t去除平台版权\t298.00元/年\t365天\t上架',
      'custom_domain\t自定义活动域名\t198.00元/年\t365天\t上架',
      'dedicated_support\t专属客服\t998.00元/年\t365天\t上架',
      'data_export_plus\t数据导出增强\t98.00元/年\t365天\t上架',
    ]);
    expect(await run(['services', 'Quiz.Acme.test:443'])).toBe(byCode);
    expect(byCode).not.toContain('短信');
  });

  it('adds a service with its price in yuan and its duration', async () => {
    const out = await run([
      'service-add',
      'acme',
      'ai_questions',
      '--name',
      'AI智能出题',
      '--price',
      '59.9',
      '--days=0',
      '--unit',
      '次',
      '--description',
      '上传资料自动生成题目',
    ]);
    expect(out).toBe('ai_questions\tAI智能出题\t59.90元/次\t永久\t上架');
    expect(await serviceOf('acme', 'ai_questions')).toMatchObject({ price: 5990, durationDays: 0, unit: '次' });
    expect(await run(['services', 'default'])).not.toContain('ai_questions');
  });

  it('changes a price and switches a service off and on, without touching other sites', async () => {
    expect(await run(['service-set', 'acme', 'custom_domain', '--price', '168'])).toBe(
      'custom_domain\t自定义活动域名\t168.00元/年\t365天\t上架',
    );
    await run(['service-set', 'acme', 'dedicated_support', '--status', 'off']);
    expect(await serviceOf('acme', 'dedicated_support')).toMatchObject({ status: 'off' });
    expect(await run(['services', 'acme'])).toContain('dedicated_support\t专属客服\t998.00元/年\t365天\t已下架');
    expect(await serviceOf('default', 'custom_domain')).toMatchObject({ price: 19800, status: 'on' });
    await run(['service-set', 'acme', 'dedicated_support', '--status', 'on']);
    expect(await serviceOf('acme', 'dedicated_support')).toMatchObject({ status: 'on' });
  });

  it('keeps a changed price when the catalogue is seeded again', async () => {
    await run(['service-set', 'acme', 'data_export_plus', '--price', '88']);
    await run(['services', 'acme']);
    expect(await serviceOf('acme', 'data_export_plus')).toMatchObject({ price: 8800 });
  });

  it.each([
    [['service-set', 'acme', 'remove_branding', '--price', '0'], '--price 金额必须大于0'],
    [['service-set', 'acme', 'remove_branding', '--price', '1.234'], '--price 金额最多保留两位小数'],
    [['service-set', 'acme', 'remove_branding', '--days', '-1'], '--days 必须是 0 到 3650 之间的整数'],
    [['service-set', 'acme', 'remove_branding', '--status', 'gone'], '--status 只能是 on（上架）或 off（下架）'],
    [['service-set', 'acme', 'remove_branding', '--colour', 'red'], expect.stringContaining('未知选项：--colour')],
    [['service-set', 'acme', 'remove_branding'], 'service-set 没有要修改的内容'],
    [['service-set', 'acme', 'nothing', '--price', '1'], '服务不存在：nothing'],
    [['service-add', 'acme', 'remove_branding', '--name', 'x', '--price', '1'], '服务已存在：remove_branding'],
    [['service-add', 'acme', 'new_one', '--price', '1'], 'service-add 需要 --name 和 --price'],
    [['service-add', 'acme', 'Bad Code', '--name', 'x', '--price', '1'], expect.stringContaining('服务代码只能包含')],
    [['services', 'nobody'], '站点不存在：nobody'],
    [['services'], 'expect-usage'],
  ])('refuses %j', async (line, msg) => {
    const message = await refusal(line as string[]);
    if (msg === 'expect-usage') expect(message).toContain('用法：npm run tenant -- services');
    else expect(message).toEqual(msg);
  });

  it('lists the service and invoice commands in the usage', async () => {
    const usage = await run(['--help']);
    for (const command of ['services <', 'service-add', 'service-set', 'invoices <', 'invoice-set']) {
      expect(usage).toContain(command);
    }
    expect(await run(['services', '--help'])).toBe(usage);
  });
});
