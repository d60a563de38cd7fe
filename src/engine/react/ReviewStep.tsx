// The generated "check your answers" step: one block per section with an Edit
// link back to it, values formatted by type, tables for lists of items.
import type { ReviewSection, ReviewValue } from '../core/review';

function Value({ value }: { value: ReviewValue }) {
  switch (value.kind) {
    case 'text':
      return <>{value.text}</>;
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
    case 'records':
      return <Records value={value} />;
  }
}

function Records({ value }: { value: Extract<ReviewValue, { kind: 'records' }> }) {
  return (
    <div className="engine-review__records">
      {value.records.map((record) => (
        <div key={record.title} className="engine-review__record">
          <h3 className="engine-review__record-title">{record.title}</h3>
          <dl className="engine-review__record-rows">
            {record.rows.map((row) => (
              <div key={row.label} className="engine-review__record-row">
                <dt>{row.label}</dt>
                <dd>
                  <Value value={row.value} />
                </dd>
              </div>
            ))}
          </dl>
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
          <dl className="engine-review__rows">
            {section.rows.map((row) => (
              <div key={row.pointer} className="engine-review__row">
                <dt>{row.label}</dt>
                <dd>
                  <Value value={row.value} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
