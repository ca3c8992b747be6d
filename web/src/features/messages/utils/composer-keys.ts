/** Enter sends, Shift+Enter (or Enter while an input method is composing) adds a line. */
export function composerKeyAction({ key, shiftKey, isComposing }: { key: string; shiftKey: boolean; isComposing: boolean }): 'send' | 'type' {
  return key === 'Enter' && !shiftKey && !isComposing ? 'send' : 'type';
}
