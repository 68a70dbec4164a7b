import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { tenantRepository } from '../modules/tenant/tenant.repository.js';
import { createTestDatabase } from '../test/test-database.js';
import { CliError, runTenantCommand } from './tenant-command.js';

describe('the tenant command', () => {
  let database: Database;
  const run = (line: string[]) => runTenantCommand(line, database.db);
  const refusal = async (line: string[]) => {
    const err = await run(line).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CliError);
    return (err as CliError).message;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('lists the default site on a fresh database', async () => {
    expect(await run(['list'])).toBe('default\tlocalhost,127.0.0.1,::1\t智答云');
  });

  it('adds a site with hosts and fields, and shows it', async () => {
    const out = await run([
      'add',
      'acme',
      '--host',
      'Quiz.Acme.test:8443',
      '--host=www.acme.test',
      '--title',
      'Acme 答题',
      '--is_open_help=0',
      '--nav-color',
      '#FF0000',
    ]);
    expect(out).toContain('hosts: quiz.acme.test, www.acme.test');
    const row = await tenantRepository(database.db).byHost('www.acme.test');
    expect(row).toMatchObject({ code: 'acme', title: 'Acme 答题', isOpenHelp: 0, navColor: '#FF0000', isOpenAgent: 1 });
    const shown = await run(['show', 'acme']);
    expect(shown).toContain('title: Acme 答题');
    expect(shown).toContain('is_open_help: 0');
    expect(shown).toContain('fixed_line2: ');
    expect(await run(['list'])).toContain('acme\tquiz.acme.test,www.acme.test\tAcme 答题');
  });

  it('changes fields and replaces hosts with set', async () => {
    await run(['add', 'beta', '--host', 'beta.test']);
    await run(['set', 'beta', '--kf_phone', '13811112222', '--show_kf', '0']);
    expect(await tenantRepository(database.db).byCode('beta')).toMatchObject({
      kfPhone: '13811112222',
      showKf: 0,
      hosts: ['beta.test'],
    });
    await run(['set', 'beta', '--host', 'beta2.test']);
    expect((await tenantRepository(database.db).byCode('beta'))?.hosts).toEqual(['beta2.test']);
  });

  it('sets every column of the site by its snake_case name', async () => {
    await run(['add', 'gamma', '--host', 'gamma.test']);
    await run([
      'set',
      'gamma',
      '--dt_name',
      'G',
      '--agreement_register',
      '<p>注册</p>',
      '--one_click_secret',
      's3cret',
    ]);
    const row = await tenantRepository(database.db).byCode('gamma');
    expect(row).toMatchObject({ dtName: 'G', agreementRegister: '<p>注册</p>', oneClickSecret: 's3cret' });
    const shown = await run(['show', 'gamma']);
    expect(shown).toContain('one_click_secret: （已设置）');
    expect(shown).not.toContain('s3cret');
  });

  it('refuses an unknown field, naming it', async () => {
    expect(await refusal(['set', 'default', '--colour', 'red'])).toBe('未知字段：--colour（可用字段见 --help）');
  });

  it('refuses a flag that is not 0 or 1', async () => {
    expect(await refusal(['set', 'default', '--show_kf', '2'])).toBe('--show_kf 只能是 0 或 1');
  });

  it('refuses an option without a value', async () => {
    expect(await refusal(['set', 'default', '--title'])).toBe('--title 缺少取值');
  });

  it('refuses a host that another site answers', async () => {
    expect(await refusal(['add', 'delta', '--host', 'localhost'])).toBe('域名 localhost 已属于站点 default');
  });

  it('refuses adding without a host, an existing code, and a bad code', async () => {
    expect(await refusal(['add', 'epsilon'])).toBe('add 至少需要一个 --host');
    expect(await refusal(['add', 'default', '--host', 'x.test'])).toBe('站点已存在：default');
    expect(await refusal(['add', 'Bad Code', '--host', 'y.test'])).toContain('站点代码只能包含');
  });

  it('refuses an unknown site, a set with nothing to change, and an unknown command', async () => {
    expect(await refusal(['show', 'nobody'])).toBe('站点不存在：nobody');
    expect(await refusal(['set', 'default'])).toBe('set 没有要修改的内容');
    expect(await refusal(['remove', 'default'])).toContain('未知命令：remove');
  });

  it('prints the usage with every field for --help', async () => {
    const usage = await run(['--help']);
    expect(usage).toContain('npm run tenant -- <命令>');
    for (const field of ['title', 'kf_chat_url', 'nav_text_color', 'agent_desc', 'one_click_secret']) {
      expect(usage).toContain(`--${field}`);
    }
    expect(usage).toContain('--is_open_official 0|1');
    expect(usage).not.toContain('--created_at');
    expect(await run([])).toBe(usage);
  });
});
