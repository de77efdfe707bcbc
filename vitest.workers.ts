import { availableParallelism } from 'node:os';

/**
 * The test workers of each unit project. A project's `maxWorkers` is its own: the root config's does
 * not reach the projects, and Vitest's default leaves one core for itself, which on a two-core machine
 * runs every file of a project in one worker while the other core idles (measured: the unit step took
 * 308 s with a core idle 40% of the time, 227 s with both). The files are independent, so use every core.
 */
export const maxWorkers = availableParallelism();
