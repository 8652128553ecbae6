import { mergeSearchResults, subjectSearchTerms } from './subject-search';

describe('subjectSearchTerms (issue 13 "Beyond": what the new-ticket suggestions search for)', () => {
  it('searches the two longest words of four letters or more, longest first, in lower case', () => {
    expect(subjectSearchTerms('SIMs do not attach abroad')).toEqual(['attach', 'abroad']);
    expect(subjectSearchTerms('  Roaming down in Belgium ')).toEqual(['roaming', 'belgium']);
    expect(subjectSearchTerms('Change APN for the vehicle trackers')).toEqual(['trackers', 'vehicle']);
  });

  it('keeps letters of every language and digits, drops punctuation, and searches a repeated word once', () => {
    expect(subjectSearchTerms('Storing in België: 5G/LTE-M?')).toEqual(['storing', 'belgië']);
    expect(subjectSearchTerms('Invoice, invoice, INVOICE!')).toEqual(['invoice']);
  });

  it('falls back to a three-letter word such as APN, and searches nothing shorter', () => {
    expect(subjectSearchTerms('APN')).toEqual(['apn']);
    expect(subjectSearchTerms('new APN')).toEqual(['new']);
    expect(subjectSearchTerms('5G 4G')).toEqual([]);
    expect(subjectSearchTerms('AB')).toEqual([]);
    expect(subjectSearchTerms('  ')).toEqual([]);
  });
});

describe('mergeSearchResults', () => {
  const item = (id: number) => ({ id });

  it('lists each item once, those found by both words first, then in the order they came, at most `limit`', () => {
    expect(
      mergeSearchResults(
        [
          [item(1), item(2), item(3)],
          [item(4), item(3)],
        ],
        3,
      ),
    ).toEqual([item(3), item(1), item(2)]);
    expect(mergeSearchResults([[], [item(4)]], 3)).toEqual([item(4)]);
  });
});
