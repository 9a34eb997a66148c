/** Reads the old site's anchors once per process (the file I/O of the old-anchors plugins). */
import fs from 'node:fs';
import path from 'node:path';
import {parseOldAnchors, type OldAnchor} from './anchors';

export const OLD_ANCHORS_FILE = path.join(__dirname, 'old-site-anchors.tsv');

let cached: Map<string, OldAnchor[]> | undefined;

export function loadOldAnchors(file = OLD_ANCHORS_FILE): Map<string, OldAnchor[]> {
  if (file !== OLD_ANCHORS_FILE) {
    return parseOldAnchors(fs.readFileSync(file, 'utf8'), path.basename(file));
  }
  cached ??= parseOldAnchors(fs.readFileSync(file, 'utf8'), path.basename(file));
  return cached;
}
