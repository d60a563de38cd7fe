// An in-memory search index over address labels, built once. Ranking, best first:
//   1. the whole label starts with the query (as typed, or with abbreviations expanded);
//   2. otherwise every query word matches a word of the label: words by prefix
//      (`pons` → Ponsonby, `rd` → Road), numbers exactly (`12` → 12, 12A and the
//      units at 12; `2/12` → flat 2 at 12), in any order;
//   then fewer label words left unmatched, then street numbers matched as
//   written before 12A or units found through "12", then alphabetical
//   (numbers in numeric order).
// Query words map to vocabulary entries through a sorted word list (prefix =
// binary search) and a number table; posting lists give the labels.
import { canonicalWord, isNumberToken, numberForms, tokenise, wordForms } from './normalise';

export interface IndexEntry {
  label: string;
  /** Postal delivery address (PO Box): offered only to postal searches. */
  postal: boolean;
}

export interface IndexSearchOptions {
  postal: boolean;
  limit: number;
}

interface Slot {
  /** Vocabulary ids of the forms this label word answers to; the first is its written form. */
  forms: number[];
  isNumber: boolean;
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

const MAX_WORDS = 64;
const LEADING_NUMBER = /^(?:([0-9a-z]+)\/)?([0-9]+)([a-z]*)\s+(.*)$/i;

const padNumbers = (text: string) => text.toLowerCase().replace(/[0-9]+/g, (digits) => digits.padStart(10, '0'));

/**
 * The text an entry sorts by, compared as plain strings: a street address by
 * street, suburb and town, then number, unit and alpha (12, 1/12, 2/12, 12A,
 * 14 …); anything else as written. Numbers sort by value (digits padded), case is ignored.
 */
export function alphabeticalText(label: string): string {
  const match = LEADING_NUMBER.exec(label);
  if (!match) return padNumbers(label);
  const [, unit = '', base, alpha, rest] = match as unknown as [string, string | undefined, string, string, string];
  return `${padNumbers(rest)}\u0001${padNumbers(base)}${alpha.toLowerCase()}\u0001${padNumbers(unit)}`;
}

export class AddressIndex {
  private readonly entries: readonly IndexEntry[];
  private readonly slots: Slot[][] = [];
  /** Canonical label text (abbreviations expanded), for the whole-label prefix tier. */
  private readonly canonical: string[] = [];
  /** Entry indices sorted by canonical label text. */
  private readonly byCanonical: number[];
  /** Alphabetical rank of each entry (numeric collation). */
  private readonly order: Int32Array;

  private readonly wordIds = new Map<string, number>();
  private readonly numberIds = new Map<string, number>();
  /** Word forms, sorted, with their ids alongside. */
  private readonly sortedWords: string[];
  private readonly sortedWordIds: number[];
  private readonly postings: number[][] = [];

  // Scratch space reused by every search (searches are synchronous).
  private generation = 0;
  private readonly entryStamp: Uint32Array;
  private readonly entryProgress: Uint16Array;
  private readonly formStamp: Uint32Array;
  private readonly tierOneStamp: Uint32Array;

  constructor(entries: readonly IndexEntry[]) {
    this.entries = entries;
    entries.forEach((entry, index) => {
      const tokens = tokenise(entry.label);
      this.canonical.push(tokens.map(canonicalWord).join(' '));
      const slots = tokens.map((token): Slot => {
        const isNumber = isNumberToken(token);
        const forms = (isNumber ? numberForms(token) : wordForms(token)).map((form) => this.formId(form, isNumber));
        for (const id of forms) {
          const list = this.postings[id]!;
          if (list[list.length - 1] !== index) list.push(index);
        }
        return { forms, isNumber };
      });
      this.slots.push(slots);
    });

    const words = [...this.wordIds.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    this.sortedWords = words.map(([word]) => word);
    this.sortedWordIds = words.map(([, id]) => id);

    this.byCanonical = entries.map((_, index) => index).sort((a, b) => (this.canonical[a]! < this.canonical[b]! ? -1 : this.canonical[a]! > this.canonical[b]! ? 1 : a - b));

    const sortText = entries.map((entry) => alphabeticalText(entry.label));
    const alphabetical = entries.map((_, index) => index).sort((a, b) => (sortText[a]! < sortText[b]! ? -1 : sortText[a]! > sortText[b]! ? 1 : a - b));
    this.order = new Int32Array(entries.length);
    alphabetical.forEach((entryIndex, rank) => (this.order[entryIndex] = rank));

    this.entryStamp = new Uint32Array(entries.length);
    this.entryProgress = new Uint16Array(entries.length);
    this.tierOneStamp = new Uint32Array(entries.length);
    this.formStamp = new Uint32Array(this.postings.length);
  }

  get size(): number {
    return this.entries.length;
  }

  private formId(form: string, isNumber: boolean): number {
    const table = isNumber ? this.numberIds : this.wordIds;
    let id = table.get(form);
    if (id === undefined) {
      id = this.postings.length;
      table.set(form, id);
      this.postings.push([]);
    }
    return id;
  }

  /** Vocabulary ids a query word matches: numbers exactly, words by prefix (as typed or expanded). */
  private matchingForms(token: string): number[] {
    if (isNumberToken(token)) {
      const id = this.numberIds.get(token);
      return id === undefined ? [] : [id];
    }
    const ids: number[] = [];
    for (const prefix of new Set([token, canonicalWord(token)])) {
      for (let i = lowerBound(this.sortedWords, prefix); i < this.sortedWords.length && this.sortedWords[i]!.startsWith(prefix); i++) {
        ids.push(this.sortedWordIds[i]!);
      }
    }
    return ids;
  }

  /** Indices of the best entries for the query, best first. */
  search(query: string, { postal, limit }: IndexSearchOptions): number[] {
    const tokens = tokenise(query).slice(0, MAX_WORDS);
    if (tokens.length === 0 || limit <= 0) return [];
    const generation = ++this.generation;
    const allowed = (index: number) => postal || !this.entries[index]!.postal;

    // Tier 1: the whole label starts with the query.
    const tierOne: number[] = [];
    for (const prefix of new Set([tokens.join(' '), tokens.map(canonicalWord).join(' ')])) {
      this.collectPrefix(prefix, (index) => {
        if (allowed(index) && this.tierOneStamp[index] !== generation) {
          this.tierOneStamp[index] = generation;
          tierOne.push(index);
        }
      });
    }

    // Tier 2: every query word matches a label word.
    const candidates: number[] = [];
    const perToken = tokens.map((token) => this.matchingForms(token));
    if (perToken.every((ids) => ids.length > 0)) {
      perToken.forEach((ids, tokenIndex) => {
        for (const id of ids) {
          this.formStamp[id] = generation;
          for (const entry of this.postings[id]!) {
            if (tokenIndex === 0) {
              if (this.entryStamp[entry] !== generation) {
                this.entryStamp[entry] = generation;
                this.entryProgress[entry] = 1;
                candidates.push(entry);
              }
            } else if (this.entryStamp[entry] === generation && this.entryProgress[entry] === tokenIndex) {
              this.entryProgress[entry] = tokenIndex + 1;
            }
          }
        }
      });
    } else {
      // Still mark what did match, for the unmatched-word count of tier 1.
      for (const ids of perToken) for (const id of ids) this.formStamp[id] = generation;
    }

    const ranked: Array<{ index: number; key: number }> = [];
    const n = this.entries.length;
    const rank = (index: number, tier: number) => {
      let unmatched = 0;
      let indirect = 0;
      for (const slot of this.slots[index]!) {
        let matched = false;
        for (const form of slot.forms) {
          if (this.formStamp[form] === generation) {
            matched = true;
            break;
          }
        }
        if (!matched) unmatched++;
        else if (slot.isNumber && this.formStamp[slot.forms[0]!] !== generation) indirect++;
      }
      ranked.push({ index, key: ((tier * MAX_WORDS + Math.min(unmatched, MAX_WORDS - 1)) * MAX_WORDS + Math.min(indirect, MAX_WORDS - 1)) * n + this.order[index]! });
    };
    for (const index of tierOne) rank(index, 0);
    for (const index of candidates) {
      if (this.entryProgress[index] === tokens.length && this.tierOneStamp[index] !== generation && allowed(index)) rank(index, 1);
    }
    ranked.sort((a, b) => a.key - b.key);
    return ranked.slice(0, limit).map(({ index }) => index);
  }

  private collectPrefix(prefix: string, visit: (index: number) => void): void {
    let low = 0;
    let high = this.byCanonical.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.canonical[this.byCanonical[mid]!]! < prefix) low = mid + 1;
      else high = mid;
    }
    for (let i = low; i < this.byCanonical.length; i++) {
      const index = this.byCanonical[i]!;
      if (!this.canonical[index]!.startsWith(prefix)) break;
      visit(index);
    }
  }
}
