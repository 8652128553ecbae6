import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { TOOLTIP_DELAY_MS } from '@portal/domain';
import { useRemoteNamespace } from '@portal/i18n';
import { useEditorState, type Editor } from '@tiptap/react';
import { Button, Flex, Tooltip } from 'antd';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { UI_RICH_TEXT_NS, uiRichTextCatalogs } from './rich-text-texts';

/** One toolbar button: its text key, icon, TipTap shortcut, state and action. */
interface Tool {
  key: 'bold' | 'italic' | 'bulletList' | 'orderedList' | 'link' | 'heading2' | 'heading3' | 'undo' | 'redo';
  icon: ReactNode;
  /** Keys of the shortcut, `Mod` being Ctrl (⌘ on Apple devices). */
  keys: readonly string[];
  /** For toggles (aria-pressed): whether the format is on at the caret. */
  isActive?: (editor: Editor) => boolean;
  /** For actions that are not always possible (undo, redo). */
  can?: (editor: Editor) => boolean;
  run: (editor: Editor, openLinkDialog: () => void) => void;
}

/**
 * "H2" / "H3" drawn as the button's icon. Its labels name the glyph ("Heading H2"): a visible text must be
 * part of the accessible name (WCAG 2.5.3, axe label-content-name-mismatch), also when it is aria-hidden.
 */
const headingIcon = (text: string) => (
  <span aria-hidden="true" style={{ fontWeight: 600, fontSize: 13 }}>
    {text}
  </span>
);

/** The toolbar, in order (issue 12: "modest toolbar"). */
const TOOLS: readonly Tool[] = [
  {
    key: 'bold',
    icon: <BoldOutlined />,
    keys: ['Mod', 'B'],
    isActive: (editor) => editor.isActive('bold'),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    icon: <ItalicOutlined />,
    keys: ['Mod', 'I'],
    isActive: (editor) => editor.isActive('italic'),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    key: 'heading2',
    icon: headingIcon('H2'),
    keys: ['Mod', 'Alt', '2'],
    isActive: (editor) => editor.isActive('heading', { level: 2 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'heading3',
    icon: headingIcon('H3'),
    keys: ['Mod', 'Alt', '3'],
    isActive: (editor) => editor.isActive('heading', { level: 3 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: 'bulletList',
    icon: <UnorderedListOutlined />,
    keys: ['Mod', 'Shift', '8'],
    isActive: (editor) => editor.isActive('bulletList'),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    icon: <OrderedListOutlined />,
    keys: ['Mod', 'Shift', '7'],
    isActive: (editor) => editor.isActive('orderedList'),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'link',
    icon: <LinkOutlined />,
    keys: ['Mod', 'K'],
    isActive: (editor) => editor.isActive('link'),
    run: (_editor, openLinkDialog) => openLinkDialog(),
  },
  {
    key: 'undo',
    icon: <UndoOutlined />,
    keys: ['Mod', 'Z'],
    can: (editor) => editor.can().undo(),
    run: (editor) => editor.chain().focus().undo().run(),
  },
  {
    key: 'redo',
    icon: <RedoOutlined />,
    keys: ['Mod', 'Shift', 'Z'],
    can: (editor) => editor.can().redo(),
    run: (editor) => editor.chain().focus().redo().run(),
  },
];

const IS_APPLE = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** "Ctrl+Shift+8" (or "⇧⌘8" on Apple devices), for tooltips. */
function shortcutText(keys: readonly string[]): string {
  if (!IS_APPLE) return keys.map((key) => (key === 'Mod' ? 'Ctrl' : key)).join('+');
  const modifiers = Object.keys(APPLE_MODIFIERS).filter((key) => keys.includes(key));
  const rest = keys.filter((key) => !(key in APPLE_MODIFIERS));
  return [...modifiers.map((key) => APPLE_MODIFIERS[key]), ...rest].join('');
}
/** Apple's symbols, in Apple's order. */
const APPLE_MODIFIERS: Record<string, string> = { Alt: '⌥', Shift: '⇧', Mod: '⌘' };

/** "Control+Shift+8" (or "Meta+Shift+8"), for aria-keyshortcuts. */
function ariaShortcut(keys: readonly string[]): string {
  return keys.map((key) => (key === 'Mod' ? (IS_APPLE ? 'Meta' : 'Control') : key)).join('+');
}

/** Props of {@link RichTextToolbar}. */
export interface RichTextToolbarProps {
  editor: Editor;
  disabled?: boolean;
  /** Opens the link dialog (the link button and Mod+K). */
  onLink: () => void;
}

/**
 * The editor's toolbar (issue 12): real buttons with translated names and tooltips (shown after 200 ms, spec §9),
 * `aria-pressed` on toggles, following the caret. One Tab stop (WAI-ARIA toolbar pattern): Tab reaches the last
 * used button, arrow keys, Home and End move between buttons. Buttons do not take focus on mouse click, so the
 * selection stays in the text; after an action the caret goes back to the text.
 */
export function RichTextToolbar({ editor, disabled, onLink }: RichTextToolbarProps) {
  const { t } = useRemoteNamespace(UI_RICH_TEXT_NS, uiRichTextCatalogs);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      TOOLS.map((tool) => ({
        active: tool.isActive?.(current) ?? false,
        enabled: tool.can?.(current) ?? true,
      })),
  });
  const buttons = useRef<(HTMLButtonElement | HTMLAnchorElement | null)[]>([]);
  const [lastFocused, setLastFocused] = useState(0);

  const enabled = TOOLS.map((_, index) => index).filter((index) => !disabled && state[index].enabled);
  const tabStop = enabled.includes(lastFocused) ? lastFocused : enabled[0];

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const at = enabled.indexOf(buttons.current.indexOf(event.target as HTMLButtonElement));
    if (at < 0) return;
    const targets: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: enabled.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[enabled[(target + enabled.length) % enabled.length]]?.focus();
  }

  return (
    <Flex role="toolbar" aria-label={t('toolbar')} wrap gap={2} onKeyDown={moveFocus}>
      {TOOLS.map((tool, index) => {
        const label = t(tool.key);
        const { active } = state[index];
        return (
          <Tooltip
            key={tool.key}
            title={t('withShortcut', { label, shortcut: shortcutText(tool.keys) })}
            mouseEnterDelay={TOOLTIP_DELAY_MS / 1000}
          >
            <Button
              ref={(element) => {
                buttons.current[index] = element;
              }}
              size="small"
              color={active ? 'primary' : 'default'}
              variant={active ? 'filled' : 'text'}
              icon={tool.icon}
              aria-label={label}
              aria-pressed={tool.isActive ? active : undefined}
              aria-haspopup={tool.key === 'link' ? 'dialog' : undefined}
              aria-keyshortcuts={ariaShortcut(tool.keys)}
              tabIndex={index === tabStop ? 0 : -1}
              disabled={disabled || !state[index].enabled}
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setLastFocused(index)}
              onClick={() => tool.run(editor, onLink)}
            />
          </Tooltip>
        );
      })}
    </Flex>
  );
}
