import { NewsletterBuilderScreen } from './builder/NewsletterBuilder';

/** 'Nowy newsletter' (/newsletters/new) and its D25 edit route (/newsletters/edit/:id): 740 px (D16). */
export default function StandardBuilderScreen() {
  return <NewsletterBuilderScreen variant="standard" />;
}
