/**
 * The "are you sure" dialog before a delete, for the record chosen in a table: it closes before the delete
 * starts, so a slow or failed call never leaves the dialog open over the table.
 */
import type { ReactNode } from 'react';
import { Confirm } from 'react-admin';

export function ConfirmDelete<T>({
  record,
  title,
  content,
  onConfirm,
  onClose,
}: {
  /** The record to delete; null keeps the dialog closed. */
  record: T | null;
  title: (record: T) => ReactNode;
  content: string;
  onConfirm: (record: T) => void;
  onClose: () => void;
}) {
  return (
    <Confirm
      isOpen={record !== null}
      title={record === null ? '' : title(record)}
      content={content}
      onConfirm={() => {
        onClose();
        if (record !== null) onConfirm(record);
      }}
      onClose={onClose}
    />
  );
}
