import { useEffect } from 'react';
import {
  type FieldValues,
  get,
  type Path,
  type UseFormProps,
  type UseFormRegister,
  type UseFormReturn,
  useForm as useFormLibrary,
} from 'react-hook-form';

/**
 * The attributes that draw a field's opened value in the page's first HTML, before the form
 * library takes the field over: a text, number or choice as its value, a yes/no as a tick. A list
 * (tick boxes sharing a name, each with its own value) or an empty value draws nothing. Radio
 * buttons carry their own values too: a group registered with an opened choice would be given it
 * on every button, so such a group opens empty or ticks its opened button itself.
 */
export function openedValueAttributes(opened: unknown): {
  defaultValue?: string | number;
  defaultChecked?: boolean;
} {
  if (typeof opened === 'boolean') return { defaultChecked: opened };
  if (typeof opened === 'number' || (typeof opened === 'string' && opened !== ''))
    return { defaultValue: opened };
  return {};
}

/**
 * The form library's form, made to work from the page's first paint:
 * - each registered field carries its opened value as an attribute, so the server's HTML shows
 *   it before the app is live (the library alone fills fields only once it holds them);
 * - what was typed before the app was live counts as a change: the library keeps such text in its
 *   fields but leaves the form unmarked as changed (so Save stays disabled) until its state is next
 *   announced. Checking the typed fields once on mount announces it, and shows their rules as
 *   typing them would have.
 */
export function useForm<
  TFieldValues extends FieldValues = FieldValues,
  TContext = unknown,
  TTransformedValues = TFieldValues,
>(
  props?: UseFormProps<TFieldValues, TContext, TTransformedValues>,
): UseFormReturn<TFieldValues, TContext, TTransformedValues> {
  const form = useFormLibrary(props);
  const opened = props?.defaultValues;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form first goes live
  useEffect(() => {
    if (typeof opened !== 'object' || opened === null) return;
    const values: Record<string, unknown> = form.getValues();
    const typed = Object.entries(opened).flatMap(([name, value]) =>
      JSON.stringify(values[name]) === JSON.stringify(value) ? [] : [name],
    );
    if (typed.length > 0) void form.trigger(typed as Path<TFieldValues>[]);
  }, []);
  if (typeof opened !== 'object' || opened === null) return form;
  const register: UseFormRegister<TFieldValues> = (name, options) => ({
    ...form.register(name, options),
    ...openedValueAttributes(get(opened, name)),
  });
  return { ...form, register };
}
