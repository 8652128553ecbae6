import type { FaqInput, FaqItem, Locale } from '@portal/domain';

/** The values of the FAQ form: the answer as rich-text HTML ('' when empty). */
export interface FaqFormValues {
  question: string;
  category: string;
  locale: Locale;
  answer: string;
}

/**
 * The form values of an item, or of a new one (`item` null: empty texts, written in `interfaceLocale`, the
 * language the writer is working in).
 */
export function toFaqFormValues(item: FaqItem | null | undefined, interfaceLocale: Locale): FaqFormValues {
  if (!item) return { question: '', category: '', locale: interfaceLocale, answer: '' };
  return { question: item.question, category: item.category, locale: item.locale, answer: item.answer };
}

/** The POST/PUT /faq body of valid form values (faqInputSchema): question and category trimmed. */
export function toFaqInput(values: FaqFormValues): FaqInput {
  return {
    question: values.question.trim(),
    category: values.category.trim(),
    locale: values.locale,
    answer: values.answer,
  };
}
