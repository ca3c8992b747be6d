/** Regex characters in user text are text: `$regex` patterns are built from escaped input only. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
