import { useTranslation } from 'react-i18next';

/** The few texts of @portal/federation itself (the fallback and crash screens), in en and nl. */
export const FEDERATION_TEXTS = {
  en: {
    unavailableTitle: 'This part of the portal is unavailable',
    unavailableText: 'It could not be loaded. The rest of the portal keeps working. Please try again in a moment.',
    crashedTitle: 'Something went wrong on this screen',
    crashedText: 'The rest of the portal keeps working. Reload the screen to try again.',
    retry: 'Retry',
  },
  nl: {
    unavailableTitle: 'Dit deel van het portaal is niet beschikbaar',
    unavailableText: 'Het kon niet worden geladen. De rest van het portaal blijft werken. Probeer het zo opnieuw.',
    crashedTitle: 'Er ging iets mis op dit scherm',
    crashedText: 'De rest van het portaal blijft werken. Laad het scherm opnieuw om het nog eens te proberen.',
    retry: 'Opnieuw proberen',
  },
} as const;
export type FederationTexts = Record<keyof (typeof FEDERATION_TEXTS)['en'], string>;

/** The federation texts in the interface's current language (re-renders when it changes). */
export function useFederationTexts(): FederationTexts {
  // No suspense: the fallback screens must render even before (or without) i18n initialisation.
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const language = i18n?.resolvedLanguage ?? i18n?.language;
  return language === 'nl' ? FEDERATION_TEXTS.nl : FEDERATION_TEXTS.en;
}
