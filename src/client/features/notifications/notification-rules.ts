// Issue 33: the bell's rule (the shell's chunk: keep it small).
/** The bell's badge: nothing at 0, the count up to 99, then '99+'. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
