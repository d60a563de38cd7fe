// /help (spec 1 section 2, "Help centre"): the frequently asked questions in
// four categories, each question an accordion, and the Get support box.
// Guests and signed-in users both see it; the layout adds the side navigation
// for signed-in users.
import { useId } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { HelpBox } from '../components/HelpBox';
import { faq, faqCategories, type FaqCategory } from '../content/faq';

export default function HelpPage() {
  return (
    <section className="help-centre">
      <title>Help centre – Network services portal</title>
      <h1>Help centre</h1>
      <p className="lead">Answers to the questions customers ask us most. Can’t find yours? Get in touch below.</p>
      {faqCategories.map((category) => (
        <FaqSection key={category} category={category} />
      ))}
      <HelpBox />
    </section>
  );
}

function FaqSection({ category }: { category: FaqCategory }) {
  const headingId = useId();
  return (
    <section className="faq" aria-labelledby={headingId}>
      <h2 id={headingId}>{category}</h2>
      {/* Several answers may be open at once: customers compare them. */}
      <DisclosureGroup allowsMultipleExpanded className="faq__group">
        {faq[category].map((entry) => (
          <Disclosure key={entry.question} id={entry.question} className="faq__item">
            <Heading level={3} className="faq__question">
              <Button slot="trigger" className="faq__trigger">
                <span className="faq__chevron" aria-hidden="true" />
                {entry.question}
              </Button>
            </Heading>
            <DisclosurePanel className="faq__answer">
              <p>{entry.answer}</p>
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </section>
  );
}
