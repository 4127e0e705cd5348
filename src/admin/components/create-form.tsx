/**
 * The Add Coupon and Add Discount forms: react-admin's Form checked by the form's zod schema (`zodResolver`),
 * whose output is the request body. One create call: on success a notice, a fresh form and the table reloaded;
 * on failure the error logged and shown, and what the admin typed kept.
 */
import { useState, type ReactNode } from 'react';
import { Form, useCreate, useNotify, type FormProps } from 'react-admin';
import type { FieldValues } from 'react-hook-form';

interface CreateFormProps {
  resource: 'coupons' | 'discounts';
  /** The record's name in the messages: "Coupon created", "Could not add the coupon: …". */
  noun: string;
  /** The form's zod schema through `zodResolver`: its output is the request body. */
  resolver: FormProps['resolver'];
  defaultValues: FieldValues;
  onCreated: () => void;
  /** The fields and the submit button, given whether the create call is running. */
  children: (isPending: boolean) => ReactNode;
}

export function CreateForm({
  resource,
  noun,
  resolver,
  defaultValues,
  onCreated,
  children,
}: CreateFormProps) {
  const notify = useNotify();
  const [create, { isPending }] = useCreate();
  // A new key after a create mounts an empty form.
  const [formKey, setFormKey] = useState(0);
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);

  const submit = (data: FieldValues) => {
    if (isPending) return;
    create(
      resource,
      { data },
      {
        onSuccess: () => {
          notify(`${title} created`, { type: 'success' });
          setFormKey((key) => key + 1);
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

  return (
    <Form key={formKey} defaultValues={defaultValues} resolver={resolver} onSubmit={submit} noValidate>
      {children(isPending)}
    </Form>
  );
}
