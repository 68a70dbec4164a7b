import type { TenantFields } from '../modules/tenant/tenant.repository.js';
import { hostOf } from '../platform/request-context.js';
import { fieldByOption } from './tenant-fields.js';

/** A mistake in the command line, told to the operator as is. */
export class CliError extends Error {}

export type TenantArgs = {
  command: string;
  code: string | undefined;
  hosts: string[];
  fields: TenantFields;
  help: boolean;
};

export const readValue = (name: string, inline: string | undefined, next: string | undefined) => {
  if (inline !== undefined) return { value: inline, used: 0 };
  if (next === undefined || next.startsWith('--')) throw new CliError(`--${name} 缺少取值`);
  return { value: next, used: 1 };
};

const fieldValue = (option: string, value: string) => {
  const field = fieldByOption.get(option);
  if (!field) throw new CliError(`未知字段：--${option}（可用字段见 --help）`);
  if (field.kind === 'text') return { key: field.key, value };
  if (value !== '0' && value !== '1') throw new CliError(`--${option} 只能是 0 或 1`);
  return { key: field.key, value: Number(value) };
};

/** `<command> [code] [--host h]... [--field value | --field=value]...` */
export const parseTenantArgs = (argv: string[]): TenantArgs => {
  const args: TenantArgs = { command: '', code: undefined, hosts: [], fields: {}, help: false };
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') {
      args.help = true;
      continue;
    }
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [rawName = '', inline] = arg.slice(2).split(/=(.*)/s, 2);
    const name = rawName.replace(/-/g, '_');
    const { value, used } = readValue(name, inline, argv[i + 1]);
    i += used;
    if (name === 'host') {
      const host = hostOf(value);
      if (!host) throw new CliError('--host 不能为空');
      args.hosts.push(host);
    } else {
      const field = fieldValue(name, value);
      // fieldValue has already matched the value's type to the column's.
      Object.assign(args.fields, { [field.key]: field.value });
    }
  }
  [args.command = '', args.code] = positional;
  if (positional.length > 2) throw new CliError(`多余的参数：${positional.slice(2).join(' ')}`);
  return args;
};
