/** Resolves in the next task: the browser handles input and paints in between (the start-up steps of the portal and of the sign-in page). */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
