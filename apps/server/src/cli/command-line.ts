import { CliError, readValue } from './tenant-args.js';

/** Codes of sites and of services: short, lowercase, safe in a URL. */
export const codePattern = /^[a-z0-9][a-z0-9_-]{0,39}$/;

export type CommandLine = { positional: string[]; options: Map<string, string> };

/** `<word>... [--option value | --option=value]...`, refusing options the command does not take. */
export const parseCommandLine = (argv: string[], allowed: readonly string[]): CommandLine => {
  const line: CommandLine = { positional: [], options: new Map() };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) {
      line.positional.push(arg);
      continue;
    }
    const [rawName = '', inline] = arg.slice(2).split(/=(.*)/s, 2);
    const name = rawName.replace(/-/g, '_');
    if (!allowed.includes(name))
      throw new CliError(`未知选项：--${name}（可用选项：${allowed.map((a) => `--${a}`).join(' ')}）`);
    const { value, used } = readValue(name, inline, argv[i + 1]);
    i += used;
    line.options.set(name, value);
  }
  return line;
};

/** The positional words a command needs, in order, or the usage line it was given wrong. */
export const requireWords = (line: CommandLine, count: number, usage: string) => {
  if (line.positional.length !== count) throw new CliError(`用法：npm run tenant -- ${usage}`);
  return line.positional;
};

/** A whole number within bounds, for an option. */
export const wholeNumber = (name: string, value: string, min: number, max: number) => {
  const n = Number(value);
  if (!/^-?\d+$/.test(value) || n < min || n > max) throw new CliError(`--${name} 必须是 ${min} 到 ${max} 之间的整数`);
  return n;
};
