import type { Story } from '@ladle/react';
import { alternativeOptions, fixtureData, standardOptions } from './newsletter.fixture';
import { renderNewsletter } from './render';
import type { NewsletterData, NewsletterRenderOptions } from './types';

export default { title: 'Newsletter / E-mail' };

/** The e-mail in a sandboxed frame, as the panel previews it. */
function Preview({
  data,
  options,
  title,
}: {
  data: NewsletterData;
  options: NewsletterRenderOptions;
  title: string;
}) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={renderNewsletter(data, options)}
      style={{ width: 800, height: 1400, border: '1px solid #ccc' }}
    />
  );
}

export const Standard: Story = () => (
  <Preview title="Newsletter" data={fixtureData} options={standardOptions} />
);

export const Alternative: Story = () => (
  <Preview title="Newsletter (wersja alternatywna)" data={fixtureData} options={alternativeOptions} />
);

export const EditViewWithoutNews: Story = () => (
  <Preview
    title="Podgląd bez newsów dnia"
    data={{ ...fixtureData, newsOfTheDay: [] }}
    options={{ ...standardOptions, mode: 'edit' }}
  />
);

export const Empty: Story = () => <Preview title="Pusty newsletter" data={{}} options={standardOptions} />;
