// The generated "check your answers" step: one block per section with an Edit
// link back to it; answers as label and value. Headings go one level per
// nesting: section h2, its list items (Site 1, Contact 1) h3, items inside
// those h4. A titled group (the electrician's contact details) is a label whose
// value is its own answers, set in, not a heading: a heading would seem to take
// in the answers that follow the group too. A group or list that is the only
// thing in a section or item takes that heading instead of repeating it
// ("Contact details", then "Contact 1", with no "Contacts" between).
import { Fragment } from 'react';
import { isGroupValue, type ReviewRow, type ReviewSection, type ReviewValue } from '../core/review';

type GroupValue = Extract<ReviewValue, { kind: 'block' | 'records' }>;
type AnswerValue = Exclude<ReviewValue, GroupValue>;

function ItemTitle({ level, children }: { level: number; children: string }) {
  const Tag = `h${Math.min(level, 6)}` as 'h3';
  return <Tag className="engine-review__record-title">{children}</Tag>;
}

/** Longer than this, a run of text without spaces (an email address, a file name) may need breaking. */
const LONG_TOKEN = 16;

/**
 * An answer whose long tokens may break after "@", ".", "/", "_" or "-" on a
 * narrow screen ("pat.personal@|example.co.nz"), never inside a word.
 */
function BreakableText({ text }: { text: string }) {
  if (!text.split(/\s+/).some((token) => token.length > LONG_TOKEN)) return <>{text}</>;
  const parts = text.split(/(?<=[@./_-])(?=\S)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

function Answer({ value }: { value: AnswerValue }) {
  switch (value.kind) {
    case 'text':
      return <BreakableText text={value.text} />;
    case 'list':
      return (
        <ul className="engine-review__list">
          {value.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      );
    case 'files':
      return (
        <ul className="engine-review__list">
          {value.files.map((file) => (
            <li key={file.name}>
              {file.name} <span className="engine-review__file-type">({file.type})</span>
            </li>
          ))}
        </ul>
      );
    case 'table':
      return (
        <div className="engine-review__table-wrap">
          <table className="engine-review__table">
            <thead>
              <tr>
                {value.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {value.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/** Tables, groups and lists of items take the full width under their label (engine.css). */
const ROW_MODIFIERS: Partial<Record<ReviewValue['kind'], string>> = { table: 'table', block: 'group', records: 'items' };

function rowClassName(value: ReviewValue): string {
  const modifier = ROW_MODIFIERS[value.kind];
  return modifier ? `engine-review__row engine-review__row--${modifier}` : 'engine-review__row';
}

/** A heading per level only for sections and list items: a titled group is a label whose value is its own answers. */
function Rows({ rows, level }: { rows: ReviewRow[]; level: number }) {
  const [only] = rows;
  // The heading above already names a lone group or list ("Contact details", not "Contacts" under it).
  if (rows.length === 1 && only && isGroupValue(only.value)) return <GroupBody value={only.value} level={level} />;
  return (
    <dl className="engine-review__rows">
      {rows.map((row) => (
        <div key={row.pointer} className={rowClassName(row.value)}>
          <dt>{row.label}</dt>
          <dd>{isGroupValue(row.value) ? <GroupBody value={row.value} level={level} /> : <Answer value={row.value} />}</dd>
        </div>
      ))}
    </dl>
  );
}

/** `level`: the heading level of list items at this depth. */
function GroupBody({ value, level }: { value: GroupValue; level: number }) {
  if (value.kind === 'block') return <Rows rows={value.rows} level={level} />;
  return (
    <div className="engine-review__records">
      {value.records.map((record) => (
        <div key={record.title} className="engine-review__record">
          <ItemTitle level={level}>{record.title}</ItemTitle>
          <Rows rows={record.rows} level={level + 1} />
        </div>
      ))}
    </div>
  );
}

export function ReviewStep({ sections, onEdit }: { sections: ReviewSection[]; onEdit: (section: ReviewSection) => void }) {
  return (
    <div className="engine-review">
      {sections.map((section) => (
        <section key={section.id} className="engine-review__section" aria-labelledby={`review-${section.id}`}>
          <div className="engine-review__header">
            <h2 id={`review-${section.id}`}>{section.title}</h2>
            <a
              href={`#section-${section.id}`}
              className="engine-review__edit"
              onClick={(event) => {
                event.preventDefault();
                onEdit(section);
              }}
            >
              Edit<span className="engine-visually-hidden"> {section.title}</span>
            </a>
          </div>
          <Rows rows={section.rows} level={3} />
        </section>
      ))}
    </div>
  );
}
