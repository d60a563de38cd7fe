// A field's error message: one line per message, each read as "Error: …" by
// screen readers, under the id the control's aria-describedby names. Shown by
// the field template above a control, and by a choice group under its legend.
import { errorId } from './ariaDescribedBy';

export function FieldErrorMessage(props: { id: string; messages: readonly string[]; className: string; lineClassName: string }) {
  const { id, messages, className, lineClassName } = props;
  return (
    <p className={className} id={errorId(id)}>
      {messages.map((message) => (
        <span key={message} className={lineClassName}>
          <span className="engine-visually-hidden">Error: </span>
          {message}
        </span>
      ))}
    </p>
  );
}
