import { type ParseArgsConfig, parseArgs } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;
const help = { help: { type: 'boolean', short: 'h', default: false } } as const;

/**
 * The command-line tools' arguments, with `--help` for all: the parsed values, or the exit code after
 * printing the usage (0 for --help, 2 with the parse error for a wrong argument).
 */
export function cliArgs<const O extends Options, const P extends boolean = false>(
  usage: string,
  options: O,
  allowPositionals?: P,
) {
  try {
    const args = parseArgs<{ options: O & typeof help; allowPositionals: P }>({
      options: { ...options, ...help },
      allowPositionals: (allowPositionals ?? false) as P,
    });
    if ((args.values as { help?: boolean }).help) {
      console.log(usage);
      return { exit: 0 as const };
    }
    return { args };
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return { exit: 2 as const };
  }
}
