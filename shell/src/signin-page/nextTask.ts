/** Resolves in the next task: the browser handles input and paints in between (the page's start-up steps). */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
