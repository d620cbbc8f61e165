import { nextTask } from './startup/nextTask';

// Async boundary: the shared singletons are negotiated with the remotes before any app code runs.
// In a task after the federation runtime's start (this file's own task): together they were one
// task of 30–60 ms, 120–240 ms on Lighthouse's phone (its Total Blocking Time).
void nextTask().then(() => import('./bootstrap'));
