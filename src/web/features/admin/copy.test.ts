import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminCopy } from './copy';

const SECTION = '### Style guide, short form';

/** The bullets of a markdown section: its '- ' lines, up to the next heading. */
function bulletsOf(markdown: string, heading: string): string[] {
  const lines = markdown.split(/\r?\n/);
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`docs/content.md has no "${heading}"`);
  const bullets: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('#')) break;
    if (line.startsWith('- ')) bullets.push(line.slice(2).trim());
  }
  return bullets;
}

describe('the style guide beside the question editor', () => {
  // the editor's aside is the docs' short form; a change to one without the other fails here
  it('has the bullets of docs/content.md, word for word and in order', () => {
    const doc = readFileSync(new URL('../../../../docs/content.md', import.meta.url), 'utf8');
    const bullets = bulletsOf(doc, SECTION);
    expect(bullets.length).toBeGreaterThan(0);
    expect(bullets.length).toBeLessThanOrEqual(8);
    expect([...adminCopy.questions.styleGuide.bullets]).toEqual(bullets);
  });
});
