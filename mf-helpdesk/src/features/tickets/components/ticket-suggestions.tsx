import { LoadingOutlined, RightOutlined } from '@ant-design/icons';
import type { AnnouncementListItem, FaqItem } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { RichTextView } from '@portal/ui';
import { Flex, theme, Typography } from 'antd';
import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { PriorityTag, TypeTag } from '../../../shared/announcement-tags';
import { useMatchingAnnouncementsQuery } from '../api/list-matching-announcements';
import { useMatchingFaqQuery } from '../api/list-matching-faq';
import { isSearchableSubject, subjectSearchTerms } from '../api/subject-search';
import { useDebouncedValue } from '../../../shared/use-debounced-value';

/** How long the subject must stay unchanged before the suggestions are looked up, in milliseconds. */
export const SUGGESTION_DELAY_MS = 400;

const LIST: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

/** The question as a full-width text button (a native button: Enter and Space open it, focus ring kept). */
const QUESTION_BUTTON: CSSProperties = {
  display: 'flex',
  alignItems: 'baseline',
  gap: 8,
  width: '100%',
  padding: '4px 0',
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
};

/** Props of {@link TicketSuggestions}. */
export interface TicketSuggestionsProps {
  /** The subject as typed so far. */
  subject: string;
}

/**
 * Help before a customer opens a ticket (issue 13 "Beyond"; spec §3 Ticket creation form): while the subject is
 * typed, the open announcements that concern the user's organization and match it ("Is this a known issue?", at
 * most 3, each with priority and type and a link to /announcements/{id} in the portal, and the hint to follow the
 * announcement instead) and the FAQ questions of the interface language that match it ("These questions may help",
 * at most 3, each opening its answer in place, so the half-written ticket stays on screen).
 *
 * Looked up once the subject has 3 non-space characters and then stays unchanged for SUGGESTION_DELAY_MS (400 ms),
 * with the subject's longest words (see api/subject-search.ts for why not the whole subject). Quiet by design: a
 * one-line "Looking…" only while nothing is shown yet, the shown suggestions stay while newer ones load, nothing
 * at all without matches, and errors are ignored (suggestions are optional). The suggestions sit in an
 * `aria-live="polite"` region, so screen readers announce them when they appear. For organization users only: the
 * form leaves it out for staff.
 */
export function TicketSuggestions({ subject }: TicketSuggestionsProps) {
  const { t } = useHelpdeskTranslation();
  const locale = useLocale();
  const pausedSubject = useDebouncedValue(subject, SUGGESTION_DELAY_MS);
  // A subject cut below the minimum hides the suggestions at once, not after the pause.
  const terms = isSearchableSubject(subject) ? subjectSearchTerms(pausedSubject) : [];
  const announcements = useMatchingAnnouncementsQuery(terms);
  const faq = useMatchingFaqQuery({ locale, terms });

  const searching = terms.length > 0;
  const knownIssues = (searching && announcements.data) || [];
  const questions = (searching && faq.data) || [];
  const loading = searching && (announcements.isFetching || faq.isFetching);
  const nothingShown = knownIssues.length === 0 && questions.length === 0;

  return (
    <>
      {loading && nothingShown && (
        <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 16 }}>
          <LoadingOutlined aria-hidden style={{ marginRight: 8 }} />
          {t('tickets.suggestions.loading')}
        </Typography.Text>
      )}
      <div aria-live="polite" aria-busy={loading}>
        {knownIssues.length > 0 && (
          <SuggestionBox tone="warning" title={t('tickets.suggestions.knownIssues')}>
            <Flex component="ul" vertical gap={8} style={LIST}>
              {knownIssues.map((announcement) => (
                <KnownIssue key={announcement.id} announcement={announcement} />
              ))}
            </Flex>
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
              {t('tickets.suggestions.followAnnouncement')}
            </Typography.Text>
          </SuggestionBox>
        )}
        {questions.length > 0 && (
          <SuggestionBox tone="info" title={t('tickets.suggestions.questions')}>
            <ul style={LIST}>
              {questions.map((item) => (
                <SuggestedQuestion key={item.id} item={item} />
              ))}
            </ul>
          </SuggestionBox>
        )}
      </div>
    </>
  );
}

/** A titled, tinted box of suggestions: a section named by its heading (level 2, below the page title). */
function SuggestionBox({
  tone,
  title,
  children,
}: {
  tone: 'warning' | 'info';
  title: string;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      style={{
        marginBottom: 16,
        padding: '12px 16px',
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${tone === 'warning' ? token.colorWarningBorder : token.colorInfoBorder}`,
        background: tone === 'warning' ? token.colorWarningBg : token.colorInfoBg,
      }}
    >
      <h2 id={headingId} style={{ margin: '0 0 8px', fontSize: token.fontSize, fontWeight: 600 }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One matching open announcement: priority, type and the title as a link to the announcement. */
function KnownIssue({ announcement }: { announcement: AnnouncementListItem }) {
  return (
    <li>
      <Flex gap={8} wrap align="center">
        <PriorityTag priority={announcement.priority} />
        <TypeTag type={announcement.type} />
        <Link to={`/announcements/${announcement.id}`} style={{ overflowWrap: 'anywhere' }}>
          {announcement.title}
        </Link>
      </Flex>
    </li>
  );
}

/** One matching FAQ question: a disclosure button (`aria-expanded`) that shows or hides its answer in place. */
function SuggestedQuestion({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <li lang={item.locale}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={answerId}
        onClick={() => setOpen((value) => !value)}
        style={QUESTION_BUTTON}
      >
        <RightOutlined aria-hidden rotate={open ? 90 : 0} style={{ fontSize: 12 }} />
        <span style={{ overflowWrap: 'anywhere' }}>{item.question}</span>
      </button>
      <div id={answerId} hidden={!open} style={{ padding: '0 0 8px 20px' }}>
        {open && <RichTextView html={item.answer} />}
      </div>
    </li>
  );
}
