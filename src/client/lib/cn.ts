import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names, the later Tailwind class winning over an earlier conflicting one. */
export const cn = (...inputs: ClassValue[]) => twMerge(clsx(inputs));
