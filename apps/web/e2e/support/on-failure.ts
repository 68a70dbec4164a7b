import { afterEach } from 'vitest';
import { describeStories } from './story-notes.js';

afterEach(async ({ task }) => {
  const error = task.result?.state === 'fail' ? task.result.errors?.[0] : undefined;
  if (error) error.message += await describeStories();
});
