/**
 * The Add Coupon, Add Discount and Add Category forms: react-admin's Form checked by the form's zod schema
 * (`zodResolver`), whose output is the request body. One create call at a time: on success a notice, a fresh form
 * and the table reloaded; on failure the error logged and shown, and what the admin typed kept.
 */
import { useRef, useState, type ReactNode } from 'react';
import { Form, useCreate, useNotify, type FormProps } from 'react-admin';
import type { FieldValues } from 'react-hook-form';

interface CreateFormProps {
  resource: 'coupons' | 'discounts' | 'categories' | 'tags';
  /** The record's name in the console's log (English, for developers): "Failed to add the coupon". */
  noun: string;
  /** The notice of a create, in the back office's language: "Coupon created". */
  created: string;
  /** The notice of a refused create, given the server's sentence: "Could not add the coupon: …". */
  failed: (why: string) => string;
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
  created,
  failed,
  resolver,
  defaultValues,
  onCreated,
  children,
}: CreateFormProps) {
  const notify = useNotify();
  const [create, { isPending }] = useCreate();
  // A ref, not isPending: two quick submits in the same tick must still see the first one in progress.
  const inProgress = useRef(false);
  // A new key after a create mounts an empty form.
  const [formKey, setFormKey] = useState(0);

  const submit = (data: FieldValues) => {
    if (inProgress.current) return;
    inProgress.current = true;
    create(
      resource,
      { data },
      {
        onSuccess: () => {
          inProgress.current = false;
          notify(created, { type: 'success' });
          setFormKey((key) => key + 1);
          onCreated();
        },
        onError: (error) => {
          inProgress.current = false;
          console.error(`Failed to add the ${noun}`, error);
          notify(failed(error instanceof Error ? error.message : String(error)), { type: 'error' });
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
