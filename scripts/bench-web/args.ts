/** The value given as `--name <value>` or `--name=<value>`; undefined when the option is absent. */
export function optionValue(args: readonly string[], name: string): string | undefined {
  const flag = `--${name}`;
  const index = args.findIndex((arg) => arg === flag || arg.startsWith(`${flag}=`));
  if (index === -1) return undefined;
  const value = args[index]!.includes('=') ? args[index]!.slice(flag.length + 1) : args[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${flag} needs a value`);
  return value;
}

/**
 * The routes given as `--routes a,b` (ids of `all`, in the order of `all`), or every one of `all`.
 * An id that is not among them stops the run before anything starts.
 */
export function routesFromArgs<Id extends string>(args: readonly string[], all: readonly Id[]): readonly Id[] {
  const given = optionValue(args, 'routes');
  if (given === undefined) return all;
  const asked = given.split(',').map((id) => id.trim());
  const unknown = asked.filter((id) => !all.includes(id as Id));
  if (unknown.length > 0) throw new Error(`--routes: no route ${unknown.join(', ')}; the routes are ${all.join(', ')}`);
  return all.filter((id) => asked.includes(id));
}
