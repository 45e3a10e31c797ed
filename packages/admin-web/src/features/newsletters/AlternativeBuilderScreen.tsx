import { NewsletterBuilderScreen } from './builder/NewsletterBuilder';

/**
 * The alternative 'Nowy newsletter' (/newsletters/alternative/new) and its D25 edit route
 * (/newsletters/alternative/edit/:id): 750 px (D16), with the lead and exclusive segments.
 */
export default function AlternativeBuilderScreen() {
  return <NewsletterBuilderScreen variant="alternative" />;
}
