import { useWords } from '../../i18n';
import { Stack } from '../../Stack';

const sections = ['service', 'identification', 'data', 'changes'] as const;

/** The terms of use, `/{lang}/eula` (messaging-invoices-shell.md §2; the children's brand's are Finnish only). */
export function TermsView() {
  const words = useWords().infoPages.terms;
  return (
    <Stack space="lg">
      <h1>{words.title()}</h1>
      <p>{words.lead()}</p>
      {sections.map((id) => (
        <section key={id} aria-labelledby={`terms-${id}`}>
          <Stack space="sm">
            <h2 id={`terms-${id}`}>{words.sections[id].heading()}</h2>
            <p>{words.sections[id].text()}</p>
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
