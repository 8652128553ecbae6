import { RightOutlined } from '@ant-design/icons';
import type { FaqItem } from '@portal/domain';
import { RichTextView, StatusTag } from '@portal/ui';
import { Flex, theme } from 'antd';
import { useId, useState, type CSSProperties } from 'react';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { FaqItemActions } from './faq-item-actions';

/** The question as a full-width text button (a native button: Enter and Space open it, focus ring kept). */
const QUESTION_BUTTON: CSSProperties = {
  display: 'flex',
  alignItems: 'baseline',
  gap: 8,
  width: '100%',
  padding: '12px 0',
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'left',
  cursor: 'pointer',
};

/** Props of {@link FaqQuestion}. */
export interface FaqQuestionProps {
  item: FaqItem;
  /** Shows the item's language as a tag (writers looking at more than one language). */
  showLocale: boolean;
  /** Shows "Edit" and "Delete" (writers). */
  canWrite: boolean;
  /** Draws a line above the item (every item but a category's first). */
  divided: boolean;
}

/**
 * One FAQ item (issue 13; spec §3 FAQ item): the question as a heading (level 3, below its category's) holding a
 * disclosure button (`aria-expanded`, `aria-controls`; keyboard: Tab, Enter, Space) that shows or hides the answer
 * (rich text, RichTextView). The question and answer carry the item's language (`lang`) for screen readers. Writers
 * also get the language tag and the actions of {@link FaqItemActions}, beside the question and outside the button.
 */
export function FaqQuestion({ item, showLocale, canWrite, divided }: FaqQuestionProps) {
  const { t } = useHelpdeskTranslation();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const id = useId();
  const questionId = `${id}-question`;
  const answerId = `${id}-answer`;

  return (
    <article
      aria-labelledby={questionId}
      style={divided ? { borderTop: `1px solid ${token.colorSplit}` } : undefined}
    >
      <Flex align="center" gap={8} wrap>
        <h3 lang={item.locale} style={{ flex: '1 1 280px', margin: 0, fontSize: token.fontSize }}>
          <button
            type="button"
            id={questionId}
            aria-expanded={open}
            aria-controls={answerId}
            onClick={() => setOpen((value) => !value)}
            style={QUESTION_BUTTON}
          >
            <RightOutlined aria-hidden rotate={open ? 90 : 0} style={{ fontSize: 12 }} />
            <span style={{ overflowWrap: 'anywhere' }}>{item.question}</span>
          </button>
        </h3>
        {showLocale && <StatusTag tone="neutral">{t(`faq.languages.${item.locale}`)}</StatusTag>}
        {canWrite && <FaqItemActions item={item} />}
      </Flex>
      <div id={answerId} lang={item.locale} hidden={!open} style={{ padding: '0 0 12px 20px' }}>
        {open && <RichTextView html={item.answer} />}
      </div>
    </article>
  );
}
