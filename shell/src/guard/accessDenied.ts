/** Router state of a redirect away from a page the user may not open: the path that was refused. */
export interface AccessDeniedState {
  accessDenied: string;
}

export function isAccessDenied(state: unknown): state is AccessDeniedState {
  return typeof state === 'object' && state !== null && typeof (state as AccessDeniedState).accessDenied === 'string';
}
