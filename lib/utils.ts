import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Gabungkan class Tailwind secara kondisional dan hilangkan konflik. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
