import { useEffect } from 'react';
import {
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
  useForm as useFormLibrary,
} from 'react-hook-form';

/**
 * The form library's form, which also counts what was typed before the app was live: the library
 * keeps such text in its fields but leaves the form unmarked as changed (so Save stays disabled)
 * until its state is next announced. Checking the typed fields once on mount announces it, and
 * shows their rules as typing them would have.
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
  return form;
}
