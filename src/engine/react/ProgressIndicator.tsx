// Numbered progress through the journey. Wide screens list every step; below
// 600 px a compact "Step 2 of 3" line replaces the list (CSS), as the spec's
// breakpoints (375, 600, 900, 1200 px) suggest.
export function ProgressIndicator({ titles, current }: { titles: string[]; current: number }) {
  return (
    <nav className="engine-progress" aria-label="Progress">
      <p className="engine-progress__compact">
        Step {current + 1} of {titles.length}: {titles[current]}
      </p>
      <ol className="engine-progress__list">
        {titles.map((title, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li key={title} className={`engine-progress__step engine-progress__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="engine-progress__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="engine-progress__title">
                {title}
                {state === 'done' && <span className="engine-visually-hidden"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
