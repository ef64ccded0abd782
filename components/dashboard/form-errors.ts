'use client';
// Puts an API error's field messages onto a react-hook-form form and returns the message to show above the form.
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '@/lib/api/form-errors';
import { errorMessage } from './use-api-query';

export function showServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown, fallback: string): string {
  applyServerErrors(error, setError);
  return errorMessage(error) ?? fallback;
}
