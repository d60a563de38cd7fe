// Before the screenshot specs run (playwright.screens.config.ts's globalSetup), once
// per run: the screenshots an earlier run left in SCREENS_DIR would be compared as if
// they were this run's, so every file named as the specs name theirs (camera.ts's
// SHOT_NAME, whichever spec took it) goes. Once per run rather than per spec, so that
// one spec never deletes another's screenshots of the same run.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SCREENS_DIR, SHOT_NAME } from './camera';

export default function globalSetup() {
  mkdirSync(SCREENS_DIR, { recursive: true });
  for (const file of readdirSync(SCREENS_DIR)) if (SHOT_NAME.test(file)) rmSync(path.join(SCREENS_DIR, file));
}
