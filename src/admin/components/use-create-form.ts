/**
 * The state and submit of the Add Coupon and Add Discount forms: the typed values, the errors the form's rules
 * found, and one create call that notifies, clears the form and reloads the table on success, or logs and
 * notifies on failure (keeping what the admin typed).
 */
import { useState, type FormEvent } from 'react';
import { useCreate, useNotify } from 'react-admin';

export interface CreateFormOptions<V extends { [K in keyof V]: string }, D extends object> {
  resource: 'coupons' | 'discounts';
  /** The record's name in the messages: "Coupon created", "Could not add the coupon: …". */
  noun: string;
  empty: V;
  validate: (values: V) => Partial<Record<keyof V, string>>;
  toData: (values: V) => D;
  onCreated: () => void;
  /** Other values a change resets, e.g. the chosen reference when the discount's type changes. */
  alsoSet?: (name: keyof V, value: string) => Partial<V>;
}

export function useCreateForm<V extends { [K in keyof V]: string }, D extends object>(
  options: CreateFormOptions<V, D>,
) {
  const { resource, noun, empty, validate, toData, onCreated, alsoSet } = options;
  const notify = useNotify();
  const [create, { isPending }] = useCreate();
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});

  const set = (name: keyof V, value: string) => {
    setValues((current) => ({ ...current, [name]: value, ...alsoSet?.(name, value) }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  /** The props of one MUI TextField: its value, its error under it, and the change handler. */
  const field = (name: keyof V) => ({
    name: String(name),
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const title = noun.charAt(0).toUpperCase() + noun.slice(1);
    create(
      resource,
      { data: toData(values) },
      {
        onSuccess: () => {
          notify(`${title} created`, { type: 'success' });
          setValues(empty);
          onCreated();
        },
        onError: (error) => {
          console.error(`Failed to add the ${noun}`, error);
          notify(`Could not add the ${noun}: ${error instanceof Error ? error.message : String(error)}`, {
            type: 'error',
          });
        },
      },
    );
  };

  return { values, field, submit, isPending };
}
