import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's shared schema as a dynamic import. A page that shows a form then carries neither the
 * schema module nor zod: building a feature's schemas costs a phone tens of milliseconds while the
 * page starts, and most readers never send the form.
 */
export type SchemaLoader<Values extends FieldValues> = () => Promise<z.ZodType<Values, Values>>;

/** react-hook-form's zod resolver for a schema loaded on the form's first check. */
export function lazyZodResolver<Values extends FieldValues>(
  loadSchema: SchemaLoader<Values>,
): Resolver<Values> {
  let loaded: Promise<Resolver<Values>> | undefined;
  const load = () => {
    const loading = Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Values>,
    );
    // A failed load (the network dropped) is tried again on the next check.
    loading.catch(() => {
      if (loaded === loading) loaded = undefined;
    });
    return loading;
  };
  return async (values, context, options) => {
    loaded ??= load();
    return (await loaded)(values, context, options);
  };
}
