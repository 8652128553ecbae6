import { render, screen } from '@testing-library/react';
import * as ui from '../index';

/** Modules of the editor loaded so far (bundle weight: apps without an editor must never load them). */
const mockLoaded = new Set<string>();
jest.mock('./tiptap-rich-text-editor', () => {
  mockLoaded.add('implementation');
  return jest.requireActual('./tiptap-rich-text-editor');
});
jest.mock('@tiptap/react', () => {
  mockLoaded.add('@tiptap/react');
  return jest.requireActual('@tiptap/react');
});
jest.mock('@tiptap/starter-kit', () => {
  mockLoaded.add('@tiptap/starter-kit');
  return jest.requireActual('@tiptap/starter-kit');
});

describe('RichTextEditor loading (issue 12: TipTap only for apps that show an editor)', () => {
  it('loads TipTap only when an editor is shown, with a placeholder meanwhile', async () => {
    expect(ui.RichTextView).toBeDefined();
    expect([...mockLoaded]).toEqual([]);

    render(<ui.RichTextEditor aria-label="Message" />);
    expect(screen.getByRole('status', { name: 'Loading the editor…' })).toBeInTheDocument();

    expect(await screen.findByRole('textbox', { name: 'Message' }, { timeout: 15_000 })).toBeInTheDocument();
    expect([...mockLoaded].sort()).toEqual(['@tiptap/react', '@tiptap/starter-kit', 'implementation']);
    expect(screen.queryByRole('status', { name: 'Loading the editor…' })).not.toBeInTheDocument();
  });
});
