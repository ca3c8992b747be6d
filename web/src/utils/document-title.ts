/** What a route declares in its `handle`: the screen's name for the browser tab. */
export interface RouteTitle {
  title: string;
}

export const APP_NAME = 'DocNet';

function titleOf(handle: unknown): string | undefined {
  const title = (handle as Partial<RouteTitle> | null | undefined)?.title;
  return typeof title === 'string' && title ? title : undefined;
}

/** The browser tab's title: the deepest matched route's name, then the app's ('Settings · DocNet'); the app's alone when none. */
export function documentTitle(matches: readonly { handle?: unknown }[]): string {
  const title = matches.map((match) => titleOf(match.handle)).filter(Boolean).pop();
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}
